import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, call } = seededStore('admin-api', { staffToken: 'admin-test-staff-token-0123' });
type Areas = Record<string, { id: string; name: string; props: Record<string, unknown> }[]>;
const home = async () =>
  (await (await call('GET', '/admin/templates/homepage')).json()) as {
    live: { version: number; template: { areas: Areas } };
    draft: null | { template: { areas: Areas }; revision: number };
  };

describe('admin API', () => {
  it('is for staff only', async () => {
    for (const path of ['/admin/widgets', '/admin/pages', '/admin/templates/homepage', '/admin/audit', '/admin/scheduled'])
      expect((await call('GET', path, undefined, false)).status).toBe(401);
    expect((await call('PUT', '/admin/templates/homepage/draft', { template: {}, baseVersion: 1 }, false)).status).toBe(401);
    expect((await call('POST', '/admin/templates/homepage/schedule/cancel', { publishAt: '2030-01-01T00:00:00Z' }, false)).status).toBe(
      401,
    );
  });

  it('lists every widget with a description and its props as JSON Schema, and the pages with a preview address', async () => {
    const widgets = (await (await call('GET', '/admin/widgets')).json()) as {
      name: string;
      description: string;
      schema: { type: string };
    }[];
    expect(widgets.find((w) => w.name === 'story-list')).toMatchObject({
      description: expect.stringMatching(/\w/),
      schema: { type: 'object' },
    });
    const pages = (await (await call('GET', '/admin/pages')).json()) as {
      pages: { name: string; label: string; section: string; preview: string | null; sample: string | null }[];
      sports: unknown[];
    };
    expect(pages.pages[0]).toEqual({ name: 'homepage', label: 'Home', section: 'Site', preview: '/', sample: null });
    expect(pages.pages.find((p) => p.name === 'story')).toMatchObject({
      label: 'Story',
      section: 'News',
      preview: null,
      sample: 'stories',
    });
    expect(pages.pages.find((p) => p.name === 'sport_home')?.preview).toBe('/sports/:sport');
    expect(pages.sports.length).toBeGreaterThan(0);
  });

  it('saves a draft, refuses bad props (422) and stale versions (409), publishes, diffs and restores', async () => {
    const { live } = await home();
    const areas = structuredClone(live.template.areas);
    const [first, second] = [areas.default?.[1], areas.default?.[2]];
    areas.default?.splice(1, 2, second!, first!);
    const saved = await call('PUT', '/admin/templates/homepage/draft', { template: { areas }, baseVersion: live.version, revision: null });
    expect(saved.status).toBe(200);

    const bad = structuredClone(areas);
    bad.default![1]!.props = { count: 0 };
    const refused = await call('PUT', '/admin/templates/homepage/draft', {
      template: { areas: bad },
      baseVersion: live.version,
      revision: 1,
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('count');
    expect((await home()).draft?.template.areas).toEqual(areas);

    const stale = await call('PUT', '/admin/templates/homepage/draft', { template: { areas }, baseVersion: live.version, revision: null });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe('This page was changed since you opened it.');

    // The preview shows the draft to staff only.
    const payload = async (query: string, staff: boolean) =>
      (
        (await (await call('GET', `/page?path=/${query}`, undefined, staff)).json()) as { template: { areas: Areas } }
      ).template.areas.default?.map((w) => w.id);
    expect(await payload('&preview=draft', true)).toEqual(areas.default?.map((w) => w.id));
    expect(await payload('&preview=draft', false)).toEqual(live.template.areas.default?.map((w) => w.id));

    const published = await call('POST', '/admin/templates/homepage/publish', { baseVersion: live.version, note: 'Swap' });
    expect(await published.json()).toEqual({ version: live.version + 1 });
    expect(await payload('', false)).toEqual(areas.default?.map((w) => w.id));
    expect(await payload(`&preview=v${live.version}`, true)).toEqual(live.template.areas.default?.map((w) => w.id));

    const diff = (await (await call('GET', `/admin/templates/homepage/versions/${live.version}/diff`)).json()) as { changes: string[] };
    expect(diff.changes).toHaveLength(1);
    expect(diff.changes[0]).toMatch(/^Moved /);

    expect(
      (await call('POST', `/admin/templates/homepage/versions/${live.version}/restore`, { baseVersion: live.version, note: '' })).status,
    ).toBe(409);
    const restored = await call('POST', `/admin/templates/homepage/versions/${live.version}/restore`, {
      baseVersion: live.version + 1,
      note: 'Back',
    });
    expect(await restored.json()).toEqual({ version: live.version + 2 });
    expect(await payload('', false)).toEqual(live.template.areas.default?.map((w) => w.id));
    const versions = (await (await call('GET', '/admin/templates/homepage/versions')).json()) as {
      version: number;
      note: string;
      restoredFrom: number | null;
    }[];
    expect(versions.slice(0, 2)).toMatchObject([
      { version: live.version + 2, note: 'Back', restoredFrom: live.version },
      { version: live.version + 1, note: 'Swap' },
    ]);
    const audit = (await (await call('GET', '/admin/audit')).json()) as { action: string; actor: string }[];
    expect(audit.slice(0, 2).map((a) => a.action)).toEqual(['restore', 'publish']);
  });

  it('schedules a publish for later', async () => {
    const { live } = await home();
    await call('PUT', '/admin/templates/homepage/draft', {
      template: { areas: live.template.areas },
      baseVersion: live.version,
      revision: null,
    });
    const later = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await call('POST', '/admin/templates/homepage/publish', { baseVersion: live.version, note: '', publishAt: later });
    expect(scheduled.status).toBe(202);
    expect((await home()).live.version).toBe(live.version);
  });

  it("edits one sport's page from the default layout; other sports keep the default", async () => {
    const [football, other] = school.sports.filter((s) => !s.non_sport);
    const path = (sport: typeof football) => `/sports/${sport?.global_sport_name_slug}`;
    const loaded = (await (await call('GET', `/admin/templates/sport_home?sportId=${football?.id}`)).json()) as {
      live: null;
      inherited: { template: { areas: Areas } };
    };
    expect(loaded.live).toBeNull();
    const areas = structuredClone(loaded.inherited.template.areas);
    areas.default?.reverse();
    const saved = await call('PUT', `/admin/templates/sport_home/draft?sportId=${football?.id}`, {
      template: { areas },
      baseVersion: 0,
      revision: null,
    });
    expect(saved.status).toBe(200);
    const ids = async (p: string, query = '') =>
      ((await (await call('GET', `/page?path=${p}${query}`)).json()) as { template: { areas: Areas } }).template.areas.default?.map(
        (w) => w.id,
      );
    expect(await ids(path(football), '&preview=draft')).toEqual(areas.default?.map((w) => w.id));
    expect(await ids(path(other), '&preview=draft')).toEqual(loaded.inherited.template.areas.default?.map((w) => w.id));
    expect((await call('POST', `/admin/templates/sport_home/publish?sportId=${football?.id}`, { baseVersion: 0, note: '' })).status).toBe(
      200,
    );
    expect(await ids(path(football))).toEqual(areas.default?.map((w) => w.id));
    expect(await ids(path(other))).toEqual(loaded.inherited.template.areas.default?.map((w) => w.id));
  });

  it('refuses a publish time in the past or one that is not a time (422), publishing nothing', async () => {
    const tickets = (await (await call('GET', '/admin/templates/tickets')).json()) as { live: { version: number; template: unknown } };
    await call('PUT', '/admin/templates/tickets/draft', {
      template: tickets.live.template,
      baseVersion: tickets.live.version,
      revision: null,
    });
    const refused = async (publishAt: string) => {
      const response = await call('POST', '/admin/templates/tickets/publish', { baseVersion: tickets.live.version, note: '', publishAt });
      expect(response.status).toBe(422);
      return ((await response.json()) as { error: { message: string } }).error.message;
    };
    expect(await refused(new Date(Date.now() - 60_000).toISOString())).toBe(
      'The publish time is in the past: choose a later time, or publish now without one.',
    );
    expect(await refused('next saturday')).toMatch(/^The publish time is not a date and time/);
    expect(await refused('2030-02-30T10:00:00Z')).toMatch(/^The publish time is not a date and time/);
    const after = (await (await call('GET', '/admin/templates/tickets')).json()) as {
      live: { version: number };
      draft: { publishAt: null };
    };
    expect(after.live.version).toBe(tickets.live.version);
    expect(after.draft.publishAt).toBeNull();
    await call('DELETE', '/admin/templates/tickets/draft');
  });

  it('lists the pending scheduled publishes and cancels one until it runs (409 after)', async () => {
    const [football] = school.sports.filter((s) => !s.non_sport);
    const path = `/admin/templates/sport_home?sportId=${football?.id}`;
    const loaded = (await (await call('GET', path)).json()) as { live: { version: number; template: unknown } };
    await call('PUT', `/admin/templates/sport_home/draft?sportId=${football?.id}`, {
      template: loaded.live.template,
      baseVersion: loaded.live.version,
      revision: null,
    });
    const saturday = new Date(Date.now() + 2 * 86400_000).toISOString();
    const scheduled = await call('POST', `/admin/templates/sport_home/publish?sportId=${football?.id}`, {
      baseVersion: loaded.live.version,
      note: 'Playoff layout',
      publishAt: saturday,
    });
    expect(scheduled.status).toBe(202);

    type Listed = { page: string; label: string; sportId: number; sport: string | null; publishAt: string; author: string; note: string };
    const list = async () => (await (await call('GET', '/admin/scheduled')).json()) as Listed[];
    // The homepage's, scheduled an hour ahead by an earlier test, runs first.
    expect((await list()).map((s) => s.page)).toEqual(['homepage', 'sport_home']);
    expect((await list())[1]).toEqual({
      page: 'sport_home',
      label: expect.stringMatching(/\w/),
      sportId: football?.id,
      sport: football?.title,
      publishAt: saturday,
      author: 'api',
      note: 'Playoff layout',
    });
    expect((await (await call('GET', path)).json()) as { draft: object }).toMatchObject({
      draft: { publishAt: saturday, publishNote: 'Playoff layout', publishBy: 'api' },
    });

    const cancel = () => call('POST', `/admin/templates/sport_home/schedule/cancel?sportId=${football?.id}`, { publishAt: saturday });
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ cancelled: saturday });
    expect((await list()).map((s) => s.page)).toEqual(['homepage']);
    const after = (await (await call('GET', path)).json()) as { live: { version: number }; draft: { publishAt: string | null } | null };
    expect(after.live.version).toBe(loaded.live.version);
    expect(after.draft).toMatchObject({ publishAt: null });
    const audit = (await (await call('GET', '/admin/audit')).json()) as { action: string; actor: string; detail: string }[];
    expect(audit[0]).toMatchObject({ action: 'publish.cancel', actor: 'api', detail: `${saturday} Playoff layout` });

    const again = await cancel();
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'This scheduled publish already ran or was cancelled: nothing was changed.',
    );
    await call('DELETE', `/admin/templates/sport_home/draft?sportId=${football?.id}`);
  });
});
