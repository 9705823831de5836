// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { football, pagePayload } from '#src/chrome/chrome-test-data.tsx';
import { ApiProvider } from '#src/data/api-provider.tsx';
import { Tracking } from './tracking.tsx';

const tracking = { siteConfig: null, analytics: null, analytics360: null };
type W = Window & { dataLayer?: { event?: string; page?: { name: string } }[] };
const events = () => ((window as W).dataLayer ?? []).filter((e) => e.event === 'virtual_page_view');

function show(page: ReturnType<typeof pagePayload>, search = '') {
  window.history.replaceState(null, '', `/x${search}`);
  const fetchMock = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
  render(
    <ApiProvider tenant="northfield">
      <Tracking page={page} tracking={tracking} />
    </ApiProvider>,
  );
  return fetchMock;
}
const asked = (fetchMock: ReturnType<typeof show>) => fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).search);

afterEach(() => {
  (window as W).dataLayer = [];
});

describe('tracking after each page (spec 4)', () => {
  it("asks for the page's tags, then pushes the page event", async () => {
    const fetchMock = show(pagePayload({ sport: football, page: { name: 'schedule' } }));
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(asked(fetchMock)).toEqual(['?PageTemplate=schedule&SportName=football']);
  });

  it('a requiresContentId page without its content id waits: no tag call, the page event still goes', async () => {
    const fetchMock = show(pagePayload({ page: { name: 'roster_bio', flags: { requiresContentId: true }, params: {} } }));
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with its content id it asks, once per request key', async () => {
    const page = pagePayload({ page: { name: 'roster_bio', flags: { requiresContentId: true }, params: { rosterPlayerId: '31' } } });
    const fetchMock = show(page);
    await waitFor(() => expect(events()).toHaveLength(1));
    render(
      <ApiProvider tenant="northfield">
        <Tracking page={{ ...page }} tracking={tracking} />
      </ApiProvider>,
    );
    await waitFor(() => expect(events()).toHaveLength(2));
    expect(asked(fetchMock)).toEqual(['?PageTemplate=roster_bio&ContentId=31']);
  });

  it('a page the server says has no tags, on a site without tag managers, loads and asks nothing', async () => {
    const fetchMock = show({ ...pagePayload({ page: { name: 'tickets' } }), hasTrackingTags: false });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events()).toEqual([]);
    // A page with tags shown after it goes through the same tracking chunk and the same kind of tag call (a key
    // not asked before: tags are cached per key), so once its event is in, anything the first page had started
    // would be in too.
    render(
      <ApiProvider tenant="northfield">
        <Tracking page={pagePayload({ sport: football, page: { name: 'roster_list' } })} tracking={tracking} />
      </ApiProvider>,
    );
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(asked(fetchMock)).toEqual(['?PageTemplate=roster_list&SportName=football']);
    expect(events().map((event) => event.page?.name)).toEqual(['roster_list']);
  });

  it('tracking_tags_enabled=false asks for no tags', async () => {
    const fetchMock = show(pagePayload({ page: { name: 'tickets' } }), '?tracking_tags_enabled=false');
    await waitFor(() => expect(events()).toHaveLength(1));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
