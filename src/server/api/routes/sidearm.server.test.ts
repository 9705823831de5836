import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { SportWireSchema } from '#schemas/api/sports.ts';
import { SidearmEventSchema, SidearmRecordSchema } from '#schemas/sidearm/game.ts';
import { SidearmRelatedSeasonSchema, SidearmRosterListItemSchema, SidearmRosterSchema } from '#schemas/sidearm/roster.ts';
import { SidearmSeoSchema } from '#schemas/sidearm/seo.ts';
import { SidearmSportSchema } from '#schemas/sidearm/sport.ts';
import { SidearmStorySchema, storyDetailPath } from '#schemas/sidearm/story.ts';
import { SidearmListSchema } from '#schemas/sidearm/wire.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const ctx = seededStore('sidearm-reads');
const get = async (path: string, tenant?: string) => {
  const response = await ctx.request(path, tenant === undefined ? {} : { tenant });
  return { status: response.status, body: (await response.json()) as unknown };
};
const ok = async (path: string) => {
  const { status, body } = await get(path);
  expect(status, path).toBe(200);
  return body;
};
const list = async (path: string) => SidearmListSchema.parse(await ok(path));
const football = () => ctx.school.sports.find((s) => s.global_sport_shortname === 'mfootbl')!;

describe('SIDEARM-shaped reads of /api/v2 (docs/decisions/0037-sidearm-shaped-reads.md)', () => {
  it("answers SIDEARM's paths and query names in any case; ours stay case-sensitive", async () => {
    const sports = await ok('/Sports');
    expect(await ok('/sports')).toEqual(sports);
    expect(await ok('/SPORTS')).toEqual(sports);
    const id = football().id;
    const rosters = await ok(`/Rosters/list?sportId=${id}`);
    expect(await ok(`/rosters/LIST?SPORTID=${id}`)).toEqual(rosters);
    expect(await ok(`/Navigation/sub?SportId=${id}`)).toEqual(await ok(`/navigation/sub?sportid=${id}`));
    expect((await get('/Common/settings')).status).toBe(404);
    expect((await get('/common/settings')).status).toBe(200);
  });

  it('an unknown tenant is 400 on every /api/v2 path, without echoing all of it', async () => {
    for (const path of ['/Sports', '/page?path=/', '/common/templates', '/no-such-thing']) {
      const { status, body } = await get(path, `someone-else-${'x'.repeat(100)}`);
      expect(status, path).toBe(400);
      expect(JSON.stringify(body).length).toBeLessThan(150);
    }
  });

  it("/Sports, /Seo, /Navigation and /Google are SIDEARM's shapes; spec 7's /Sports fields are a subset", async () => {
    const sports = z.array(z.record(z.string(), z.unknown())).parse(await ok('/Sports'));
    expect(sports).toHaveLength(ctx.school.sports.length);
    for (const sport of sports) {
      expect(SidearmSportSchema.safeParse(sport).success).toBe(true);
      expect(SportWireSchema.safeParse(sport).success).toBe(true);
      // Every field SIDEARM requires is there (SIDEARM's schema requires 35; spec 7 has 18).
      expect(Object.keys(sport).length).toBeGreaterThanOrEqual(53);
    }
    const seo = SidearmSeoSchema.parse(await ok('/Seo'));
    expect(seo.settings.title.site_name).toBe((await ctx.store.settings.seo(ctx.school.tenant)).siteName);
    const nav = z.array(z.object({ id: z.number(), rank: z.number(), openInNewWindow: z.boolean() })).parse(await ok('/Navigation'));
    expect(nav.length).toBeGreaterThan(3);
    const google = z.object({ clientName: z.string(), paciolanDataAccountId: z.null() }).parse(await ok('/Google'));
    expect(google.clientName).toBe(ctx.school.tracking.analytics360.clientName);
  });

  it('lists are {items, total, page, pages}: $pageSize 10 by default, $pageIndex from 0, past the end empty', async () => {
    const published = ctx.school.stories.filter((s) => s.published).length;
    const first = await list('/Stories');
    expect(first).toMatchObject({ total: published, page: 0, pages: Math.ceil(published / 10) });
    expect(first.items).toHaveLength(10);
    const second = await list('/Stories?$pageIndex=1');
    expect(second.page).toBe(1);
    expect(second.items.map((s) => (s as { id: number }).id)).not.toContain((first.items[0] as { id: number }).id);
    const big = await list('/Stories?$pageSize=100&$pageIndex=0');
    expect(big.items).toHaveLength(Math.min(100, published));
    expect(big.items.slice(10, 20)).toEqual(second.items);
    const past = await list(`/Stories?$pagesize=100&$PAGEINDEX=${big.pages}`);
    expect(past).toEqual({ items: [], total: published, page: big.pages, pages: big.pages });
  });

  it('malformed or missing required parameters are 400', async () => {
    const bad = [
      '/Stories?$pageSize=0',
      '/Stories?$pageSize=101',
      '/Stories?$pageIndex=-1',
      '/Staff?$pageIndex=first',
      '/Rosters/list',
      '/Rosters/list?sportId=football',
      '/Navigation/sub',
      '/Rosters/abc',
      '/ScheduleGames/1.5',
      '/EventsResults/results?StartDate=yesterday',
      '/EventsResults/upcoming?locationIndicator=Q',
      '/Stories/not-a-date/some-story',
      '/Stories/2026-01-01/%E0%A4%A',
    ];
    for (const path of bad) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|\.ts:/);
    }
  });

  it('unknown ids are 404', async () => {
    for (const path of [
      '/Season/999999/related',
      '/Rosters/list?sportId=999999',
      '/Rosters/999999',
      '/Players/roster/bio/999999',
      '/ScheduleGames/999999',
      '/Schedule/999999/Record',
      '/Navigation/sub?sportId=999999',
      '/EventsResults/results?sportId=999999',
      '/Stories/2026-01-01T00:00:00/no-such-story',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('unpublished rows are absent: hidden players and draft stories', async () => {
    const hidden = ctx.school.roster.filter((p) => !p.published);
    expect(hidden.length).toBeGreaterThan(0);
    for (const p of hidden) expect((await get(`/Players/roster/bio/${p.id}`)).status).toBe(404);
    const rosters = z.array(SidearmRosterListItemSchema).parse(await ok(`/Rosters/list?sportId=${football().id}`));
    const newest = SidearmRosterSchema.parse(await ok(`/Rosters/${rosters[0]?.rosterId}`));
    const ids = (newest.players ?? []).map((p) => (p as { rosterPlayerId: number }).rosterPlayerId);
    expect(ids.length).toBeGreaterThan(10);
    for (const p of hidden) expect(ids).not.toContain(p.id);

    const drafts = ctx.school.stories.filter((s) => !s.published);
    expect(drafts.length).toBeGreaterThan(0);
    const all = await list('/Stories?$pageSize=100');
    const listed = new Set(all.items.map((s) => (s as { id: number }).id));
    for (const d of drafts) {
      expect(listed.has(d.id)).toBe(false);
      expect((await get(`/${storyDetailPath(d)}`)).status).toBe(404);
    }
    // A published one answers whole at the address the importer asks.
    const one = SidearmStorySchema.parse(all.items[0]);
    expect(one.content).toBeNull();
    expect(SidearmStorySchema.parse(await ok(`/${storyDetailPath(one)}`)).content).toBeTruthy();
  });

  it("seasons, games and records name each other by SIDEARM's ids", async () => {
    const id = football().id;
    const seasons = z.array(SidearmRelatedSeasonSchema).parse(await ok(`/Season/${id}/related`));
    expect(seasons.length).toBeGreaterThan(1);
    expect(seasons.filter((s) => s.isCurrent)).toHaveLength(1);
    const scheduleIds = new Set(seasons.map((s) => s.scheduleId));
    const results = await list(`/EventsResults/results?sportId=${id}&$pageSize=100`);
    const upcoming = await list(`/eventsresults/UPCOMING?SportID=${id}&$pageSize=100`);
    const games = [...results.items, ...upcoming.items].map((e) => SidearmEventSchema.parse(e));
    expect((results.total ?? 0) + (upcoming.total ?? 0)).toBe(games.length);
    for (const g of games) expect(scheduleIds.has(g.schedule?.id ?? null)).toBe(true);
    const current = seasons.find((s) => s.isCurrent)!;
    expect(current.scheduleId).toBe(football().scheduleId);
    const record = SidearmRecordSchema.parse(await ok(`/Schedule/${current.scheduleId}/Record`));
    expect(record.overallRecord).toMatch(/^\d+-\d+(-\d+)?$/);
    expect((await get(`/ScheduleGames/${games[0]?.id}`)).status).toBe(200);
  });
});
