import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { instanceLabel } from './area-list.tsx';
import { describeChange } from './describe-change.ts';
import type { Areas, EditorWidget, Instance, LoadedTemplate } from './editor-api.ts';
import { emptyStack, push, redo, undo, type UndoStack } from './undo-stack.ts';
import type { useDraft } from './use-draft.ts';

type Draft = ReturnType<typeof useDraft>;

interface Held {
  /** The template as read and the page|sport it belongs to: the stack is only good for that one. */
  loaded: LoadedTemplate | null;
  scope: string;
  stack: UndoStack<Areas>;
}

/**
 * Undo and redo over every edit of the draft in this visit. It wraps the draft's `edit`, so whatever edits the draft
 * (buttons, keyboard, drag, the settings form) is recorded; an undo or redo is itself an ordinary edit of the
 * draft, saved through the same autosave, so a widget removed by mistake comes back even after it was saved.
 *
 * The history belongs to one page and sport version as read from the server: it starts empty when the editor
 * switches page or sport, and whenever the template is read again — on reload, after publish, discard or restore
 * (each of them reads it again) and after the "changed since you opened it" reload — because its steps describe
 * states the draft no longer starts from. It is not kept across page loads.
 */
export function useUndo(
  draft: Draft,
  { scope, widgets, announce }: { scope: string; widgets: EditorWidget[]; announce: (message: string) => void },
) {
  const [held, setHeld] = useState<Held>(() => ({ loaded: null, scope, stack: emptyStack() }));
  const stack = held.loaded === draft.loaded && held.scope === scope ? held.stack : emptyStack<Areas>();
  const byName = useMemo(() => new Map(widgets.map((w) => [w.name, w])), [widgets]);

  // What the callbacks need of the latest render; kept current after each one so that they can stay stable.
  const latest = useRef({ draft, scope, stack, byName, announce });
  useLayoutEffect(() => {
    latest.current = { draft, scope, stack, byName, announce };
  });

  const replaceStack = useCallback((next: UndoStack<Areas>) => {
    const { draft, scope } = latest.current;
    latest.current.stack = next;
    setHeld({ loaded: draft.loaded, scope, stack: next });
  }, []);

  const edit = useCallback(
    (next: Areas): boolean => {
      const { draft, stack, byName } = latest.current;
      const name = (instance: Instance) => instanceLabel(instance, byName.get(instance.name));
      const before = draft.areas;
      // An edit the draft does not take (its template is still being read) is no step either.
      if (!draft.edit(next)) return false;
      // Two edits before the next render: the second starts from the first.
      latest.current.draft = { ...draft, areas: next };
      replaceStack(push(stack, { before, after: next, ...describeChange(before, next, name), at: performance.now() }));
      return true;
    },
    [replaceStack],
  );

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const { draft, stack, announce } = latest.current;
      if (draft.status === 'stale') return;
      const result = direction === 'undo' ? undo(stack) : redo(stack);
      if (!result) return;
      const areas = direction === 'undo' ? result.step.before : result.step.after;
      if (!draft.edit(areas)) return;
      latest.current.draft = { ...draft, areas };
      replaceStack(result.stack);
      announce(`${direction === 'undo' ? 'Undone' : 'Redone'}: ${result.step.label}.`);
    },
    [replaceStack],
  );

  // Ctrl+Z / Cmd+Z, Shift+Ctrl+Z / Shift+Cmd+Z and Ctrl+Y, except where the browser undoes typing (text fields,
  // rich text) and in the site content forms below the editor, which have no draft.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey)) return;
      const key = /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() : event.code.replace(/^Key/, '').toLowerCase();
      const action = key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' && event.ctrlKey && !event.shiftKey ? 'redo' : null;
      if (!action || !inEditor(event.target) || typesText(event.target)) return;
      event.preventDefault();
      step(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  const usable = draft.status !== 'stale';
  const history = {
    undoLabel: usable ? (stack.past.at(-1)?.label ?? null) : null,
    redoLabel: usable ? (stack.future.at(-1)?.label ?? null) : null,
    undo: () => step('undo'),
    redo: () => step('redo'),
  };
  return { ...draft, edit, history };
}

export type UndoHistory = ReturnType<typeof useUndo>['history'];

const NOT_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !NOT_TEXT.has(target.type);
}

function inEditor(target: EventTarget | null): boolean {
  if (target === document.body || target === document.documentElement) return true;
  return target instanceof Element && target.closest('.template-editor') !== null && target.closest('.content-editor') === null;
}
