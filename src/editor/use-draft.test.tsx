// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Areas, LoadedTemplate } from './editor-api.ts';
import { useDraft } from './use-draft.ts';

const w = (id: string) => ({ id, name: 'rich-text', props: {} });
const areasOf = (...ids: string[]): Areas => ({ above: [], default: ids.map(w), below: [] });
const loaded = (areas: Areas): LoadedTemplate => ({ live: { version: 3, template: { areas } }, draft: null }) as unknown as LoadedTemplate;

/**
 * The admin API as the browser reaches it: each template read waits until the test answers it, so a read can be
 * left under way while the editor moves to another page; draft saves are recorded and answered at once.
 */
function api() {
  const reads = new Map<string, (template: LoadedTemplate) => void>();
  const saves: { url: string; areas: Areas }[] = [];
  vi.stubGlobal('fetch', (url: string, init: { method: string; body?: string }) => {
    if (init.method === 'PUT') {
      saves.push({ url, areas: (JSON.parse(init.body!) as { template: { areas: Areas } }).template.areas });
      return Promise.resolve(Response.json({ revision: saves.length }));
    }
    return new Promise<Response>((resolve) => reads.set(url, (template) => resolve(Response.json(template))));
  });
  const answer = (url: string, template: LoadedTemplate) =>
    act(async () => {
      await waitFor(() => expect(reads.has(url)).toBe(true));
      reads.get(url)!(template);
    });
  return { answer, saves };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const render = () =>
  renderHook(({ page, sportId }: { page: string; sportId: number }) => useDraft('northfield', 'csrf', page, sportId), {
    initialProps: { page: 'homepage', sportId: 0 },
  });

describe('the template draft in the editor', () => {
  it('shows no widgets and takes no edit while the next page is read, then shows that page', async () => {
    const { answer } = api();
    const hook = render();
    expect(hook.result.current.status).toBe('loading');
    await answer('/api/v2/admin/templates/homepage', loaded(areasOf('hero', 'news')));
    await waitFor(() => expect(hook.result.current.status).toBe('idle'));
    expect(hook.result.current.areas.default.map((x) => x.id)).toEqual(['hero', 'news']);

    hook.rerender({ page: 'roster_list', sportId: 2 });
    // The home page's list is gone at once, not left on screen to be edited in vain.
    expect(hook.result.current.areas.default).toEqual([]);
    expect(hook.result.current.status).toBe('loading');
    expect(hook.result.current.loaded).toBeNull();
    let taken = true;
    act(() => void (taken = hook.result.current.edit(areasOf('hero'))));
    expect(taken).toBe(false);

    await answer('/api/v2/admin/templates/roster_list?sportId=2', loaded(areasOf('title', 'roster')));
    await waitFor(() => expect(hook.result.current.areas.default.map((x) => x.id)).toEqual(['title', 'roster']));
  });

  it('saves an edit made just before leaving a page to that page, and nothing of it to the next', async () => {
    const { answer, saves } = api();
    const hook = render();
    await answer('/api/v2/admin/templates/homepage', loaded(areasOf('hero', 'news')));
    await waitFor(() => expect(hook.result.current.status).toBe('idle'));
    act(() => void hook.result.current.edit(areasOf('news', 'hero')));
    hook.rerender({ page: 'roster_list', sportId: 2 });
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ url: '/api/v2/admin/templates/homepage/draft', areas: areasOf('news', 'hero') });
    // The save of the page left behind does not mark this one as saved.
    expect(hook.result.current.status).toBe('loading');

    await answer('/api/v2/admin/templates/roster_list?sportId=2', loaded(areasOf('title', 'roster')));
    await waitFor(() => expect(hook.result.current.status).toBe('idle'));
    act(() => void hook.result.current.edit(areasOf('roster')));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({ url: '/api/v2/admin/templates/roster_list/draft?sportId=2', areas: areasOf('roster') });
  });
});
