// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Areas, EditorWidget, LoadedTemplate } from './editor-api.ts';
import type { SaveStatus, useDraft } from './use-draft.ts';
import { useUndo } from './use-undo.ts';

const w = (id: string, props: Record<string, unknown> = {}) => ({ id, name: 'roster', props });
const START: Areas = { above: [], default: [w('title'), w('roster')], below: [] };
const WIDGETS: EditorWidget[] = [{ name: 'roster', label: 'Roster', description: '', schema: {} }];
const ids = (areas: Areas) => areas.default.map((x) => x.id);

/** The draft as the editor has it, without the server: its edits are what the hook passes on. */
function useFakeDraft(loaded: LoadedTemplate | null, status: SaveStatus): ReturnType<typeof useDraft> {
  const [areas, setAreas] = useState(START);
  return {
    loaded,
    areas,
    status,
    problems: [],
    savedStamp: 0,
    // Like the real draft, it takes no edit while its template is being read.
    edit: (next) => status !== 'loading' && (setAreas(next), true),
    load: async () => undefined,
    flush: async () => true,
    baseVersion: () => 0,
    hasDraft: () => true,
  };
}

function setup() {
  const announce = vi.fn();
  const firstLoad = { live: null, draft: null } satisfies LoadedTemplate;
  const hook = renderHook(
    ({ scope, loaded, status }: { scope: string; loaded: LoadedTemplate | null; status: SaveStatus }) =>
      useUndo(useFakeDraft(loaded, status), { scope, widgets: WIDGETS, announce }),
    { initialProps: { scope: 'roster_list|0', loaded: firstLoad as LoadedTemplate | null, status: 'idle' as SaveStatus } },
  );
  const removeRoster = () => act(() => hook.result.current.edit({ ...START, default: [w('title')] }));
  return { hook, announce, firstLoad, removeRoster };
}

const press = (target: EventTarget, init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  act(() => void target.dispatchEvent(event));
  return event;
};

describe('undo and redo in the template editor', () => {
  it('undoes and redoes an edit from the buttons, saying what it undoes, as an edit of the draft', () => {
    const { hook, announce, removeRoster } = setup();
    expect(hook.result.current.history.undoLabel).toBeNull();
    removeRoster();
    expect(hook.result.current.history.undoLabel).toBe('removed Roster');
    act(() => hook.result.current.history.undo());
    expect(ids(hook.result.current.areas)).toEqual(['title', 'roster']);
    expect(announce).toHaveBeenLastCalledWith('Undone: removed Roster.');
    expect(hook.result.current.history).toMatchObject({ undoLabel: null, redoLabel: 'removed Roster' });
    act(() => hook.result.current.history.redo());
    expect(ids(hook.result.current.areas)).toEqual(['title']);
    expect(announce).toHaveBeenLastCalledWith('Redone: removed Roster.');
  });

  it('answers Ctrl+Z, Shift+Ctrl+Z, Cmd+Z and Ctrl+Y outside text fields', () => {
    const { hook, removeRoster } = setup();
    removeRoster();
    expect(press(document.body, { key: 'z', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(ids(hook.result.current.areas)).toEqual(['title', 'roster']);
    press(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(ids(hook.result.current.areas)).toEqual(['title']);
    press(document.body, { key: 'z', metaKey: true });
    expect(ids(hook.result.current.areas)).toEqual(['title', 'roster']);
    press(document.body, { key: 'y', ctrlKey: true });
    expect(ids(hook.result.current.areas)).toEqual(['title']);
  });

  it('leaves Ctrl+Z to the browser in text fields, and to the site content forms', () => {
    const { hook, removeRoster } = setup();
    removeRoster();
    document.body.innerHTML =
      '<div class="template-editor"><input type="text"><textarea></textarea><input type="checkbox">' +
      '<div class="content-editor"><select></select></div></div>';
    const [text, area, box, select] = ['input[type=text]', 'textarea', 'input[type=checkbox]', 'select'].map((s) =>
      document.querySelector(s)!,
    ) as [Element, Element, Element, Element];
    for (const target of [text, area, select]) expect(press(target, { key: 'z', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(ids(hook.result.current.areas)).toEqual(['title']);
    press(box, { key: 'z', ctrlKey: true });
    expect(ids(hook.result.current.areas)).toEqual(['title', 'roster']);
    document.body.innerHTML = '';
  });

  it('starts afresh on another page or sport, when the template is read again, and offers nothing on a stale draft', () => {
    const { hook, firstLoad, removeRoster } = setup();
    removeRoster();
    hook.rerender({ scope: 'roster_list|2', loaded: firstLoad, status: 'idle' });
    expect(hook.result.current.history.undoLabel).toBeNull();
    hook.rerender({ scope: 'roster_list|0', loaded: firstLoad, status: 'idle' });
    removeRoster();
    hook.rerender({ scope: 'roster_list|0', loaded: { ...firstLoad }, status: 'idle' });
    expect(hook.result.current.history.undoLabel).toBeNull();
    removeRoster();
    hook.rerender({ scope: 'roster_list|0', loaded: hook.result.current.loaded, status: 'stale' });
    expect(hook.result.current.history.undoLabel).toBeNull();
    press(document.body, { key: 'z', ctrlKey: true });
    expect(ids(hook.result.current.areas)).toEqual(['title']);
  });
});
