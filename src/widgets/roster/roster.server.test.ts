import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '#fixtures/school/builders.ts';
import { buildSchool, landmarks } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { RosterDataSchema, RosterPropsSchema, type RosterProps } from './roster.schema.ts';
import { createContentApi } from '#src/server/api/content-api.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';
import type { WidgetContext } from '../shared/context.server.ts';
import { resolveRoster } from './roster.server.ts';

const school = buildSchool();
const marks = landmarks(school);
const football = marks.football;
const seasons = school.seasons[football.id] ?? [];
let dir: string;
let store: Store;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'roster-resolver-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function context(params: Record<string, string> = {}, staff = false, sport = football): Promise<WidgetContext> {
  return {
    store,
    tenant: school.tenant,
    sport,
    sports: await store.sports.list(school.tenant),
    now: new Date('2026-11-21T17:00:00Z'),
    staff,
    page: { name: 'roster_list', path: '/sports/football/roster', title: 'Football Roster', params, query: {}, meta: {} },
    query: { start: 0, count: null, name: null, extra: null, filters: {} },
  };
}
const resolve = async (props: Partial<RosterProps> = {}, ctx?: Promise<WidgetContext>) =>
  RosterDataSchema.parse((await resolveRoster(RosterPropsSchema.parse(props), await (ctx ?? context()))).data);

describe('roster resolver', () => {
  it('without a season: the newest season with players, in jersey order, with its coaches and URLs', async () => {
    const data = await resolve();
    const newest = seasons.at(-1);
    expect(data.season).toBe(newest);
    expect(data.seasons.map((s) => s.title)).toEqual(seasons.toReversed());
    expect(data.seasons[0]?.url).toBe(`/sports/football/roster/${newest}`);
    const expected = school.roster.filter((p) => p.sport_id === football.id && p.season === newest && p.published);
    expect(data.players.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    const jerseys = data.players
      .map((p) => p.jersey_number)
      .filter((j) => j !== null)
      .map(Number);
    expect(jerseys).toEqual(jerseys.toSorted((a, b) => a - b));
    expect(data.coaches[0]?.title).toBe('Head Coach');
    expect(data.coaches[0]?.url).toMatch(/^\/sports\/football\/roster\/coaches\/[a-z-]+\/\d+$/);
    expect(data.printUrl).toBe(`/sports/football/roster/print/${newest}`);
    const player = data.players[0]!;
    expect(player.academic_year_rank).not.toBeNull();
    expect(player.url).toBe(`/sports/football/roster/${school.roster.find((p) => p.id === player.id)?.slug}/${player.id}`);
  });

  it('the season from the route params; a schedule season without a roster is an empty roster, any other season a 404', async () => {
    const older = await resolve({}, context({ season: seasons[0]! }));
    expect(older.season).toBe(seasons[0]);
    expect(older.players.length).toBeGreaterThan(50);
    // A season the sport played without a roster: one game in a season the demo has no roster of.
    const scheduleOnly = '2001';
    await store.games.put(
      school.tenant,
      createGame({ id: 998_001, sport_id: football.id, season: scheduleOnly, date_utc: '2001-09-08T17:00:00Z' }),
    );
    const none = await resolve({}, context({ season: scheduleOnly }));
    expect(none).toMatchObject({ season: scheduleOnly, players: [], coaches: [] });
    expect(none.seasons.length).toBe(seasons.length);
    await expect(resolve({}, context({ season: '1999' }))).rejects.toMatchObject({ status: 404 });
  });

  it('unpublished players only for staff', async () => {
    const hidden = marks.hiddenPlayers.map((p) => p.id);
    expect((await resolve()).players.some((p) => hidden.includes(p.id))).toBe(false);
    const staffView = await resolve({}, context({}, true));
    expect(staffView.players.filter((p) => hidden.includes(p.id)).map((p) => p.published)).toEqual([false, false]);
  });

  it('no coaches when the roster settings hide them; print links seasons to the print page', async () => {
    expect((await resolve({ showCoaches: false })).coaches).toEqual([]);
    const print = await resolve({ variant: 'print' });
    expect(print.seasons[0]?.url).toBe(`/sports/football/roster/print/${seasons.at(-1)}`);
    expect(print.rosterUrl).toBe(`/sports/football/roster/${seasons.at(-1)}`);
  });

  it('a sport without any roster (the general sport) is empty', async () => {
    const data = await resolve({}, context({}, false, marks.generalSport));
    expect(data).toMatchObject({ season: null, seasons: [], players: [], coaches: [] });
  });
});

describe('GET /api/v2/roster', () => {
  const get = (query: string, headers: Record<string, string> = {}) =>
    createContentApi(store)(new Request(`http://test/api/v2/roster${query}`, { headers: { tenant: school.tenant, ...headers } }));

  it('answers the roster data for a sport and season', async () => {
    const response = await get(`?sportId=${football.id}&season=${seasons[1]}&coaches=false`);
    expect(response.status).toBe(200);
    const data = RosterDataSchema.parse(await response.json());
    expect(data.season).toBe(seasons[1]);
    expect(data.players.length).toBeGreaterThan(50);
    expect(data.coaches).toEqual([]);
  });

  it('refuses bad queries and unknown sports', async () => {
    expect((await get('')).status).toBe(400);
    expect((await get('?sportId=abc')).status).toBe(400);
    expect((await get('?sportId=99999')).status).toBe(404);
    expect((await get(`?sportId=${football.id}&season=../x`)).status).toBe(400);
    expect((await get(`?sportId=${football.id}&coaches=maybe`)).status).toBe(400);
  });
});
