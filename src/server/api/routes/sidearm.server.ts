import type * as z from 'zod/mini';
import { GameSchema, type Game } from '#schemas/entities/game.ts';
import { RosterPlayerSchema, StaffMemberSchema, type StaffMember } from '#schemas/entities/roster.ts';
import { StorySchema } from '#schemas/entities/story.ts';
import { Analytics360Schema, AnalyticsSettingsSchema } from '#schemas/entities/tracking.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import { eventToSidearm, recordToSidearm, scheduleGameToSidearm } from '#schemas/sidearm/game.ts';
import { navigationToSidearm, sportNavigationToSidearm } from '#schemas/sidearm/navigation.ts';
import { relatedSeasonToSidearm, rosterListItemToSidearm, rosterPlayerToSidearm, rosterToSidearm } from '#schemas/sidearm/roster.ts';
import { seoToSidearm } from '#schemas/sidearm/seo.ts';
import { analytics360ToSidearm, analyticsToSidearm, mobileToSidearm } from '#schemas/sidearm/settings.ts';
import { sportToSidearm } from '#schemas/sidearm/sport.ts';
import { staffToSidearm } from '#schemas/sidearm/staff.ts';
import { storyToSidearm } from '#schemas/sidearm/story.ts';
import { seasonGames } from '#src/widgets/shared/schedule-games.server.ts';
import { siteNow } from '../../env.server.ts';
import { sportNavigationFor } from '../../page/sport-navigation.server.ts';
import { HttpError, json, noContent } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';
import {
  envelope,
  optionalId,
  pageOf,
  queryParam,
  requiredId,
  rosterIdsOf,
  scheduleIdsOf,
  seasonById,
  slice,
  sportById,
  type SeasonId,
} from './sidearm-query.server.ts';

// SIDEARM-shaped reads (docs/decisions/0037-sidearm-shaped-reads.md): exactly the SIDEARM v2 resources the importer
// reads, answered from the store in SIDEARM's shapes, published rows only. Paths and query names are matched
// whatever their case, as SIDEARM's are.

/** A setting SIDEARM answers whole; none stored: 204 (spec 8: empty, nothing shown). */
function setting<T, W>(key: string, schema: z.ZodMiniType<T>, map: (value: T) => W) {
  return async ({ store, tenant }: ApiRequest): Promise<Response> => {
    const value = await store.settings.parsed(tenant, key, schema);
    return value === null ? noContent() : json(map(value));
  };
}

async function seasonsRelated({ store, tenant, params }: ApiRequest): Promise<Response> {
  const sport = await sportById(store, tenant, requiredId(params[0] ?? null, 'sportId'));
  const seasons = await scheduleIdsOf(store, tenant, sport);
  return json(seasons.toReversed().map((s) => relatedSeasonToSidearm(s.season, s.id, s.isCurrent, sport.global_sport_name_slug)));
}

async function rosterList({ store, tenant, url }: ApiRequest): Promise<Response> {
  const sport = await sportById(store, tenant, requiredId(queryParam(url, 'sportId'), 'sportId'));
  const rosters = await rosterIdsOf(store, tenant, sport);
  return json(rosters.toReversed().map((r) => rosterListItemToSidearm(r.id, r.season, sport.global_sport_name_slug)));
}

async function roster({ store, tenant, params }: ApiRequest): Promise<Response> {
  const { sport, season } = await seasonById(store, tenant, requiredId(params[0] ?? null, 'rosterId'), 'roster');
  const query = { sportId: sport.id, season: season.season, order: 'asc' as const };
  const players = (await store.documents.list(tenant, 'roster', query)).items.map((p) => RosterPlayerSchema.parse(p));
  const staff = (await store.documents.list(tenant, 'staff', query)).items
    .map((s) => StaffMemberSchema.parse(s))
    .filter((s) => s.kind !== 'department');
  return json(rosterToSidearm({ rosterId: season.id, season: season.season, sport, players: byId(players), staff: byId(staff) }));
}

const byId = <T extends { id: number }>(rows: T[]): T[] => rows.toSorted((a, b) => a.id - b.id);

async function playerBio({ store, tenant, params }: ApiRequest): Promise<Response> {
  const id = requiredId(params[0] ?? null, 'rosterPlayerId');
  const row = await store.documents.get(tenant, 'roster', id);
  if (row === undefined) throw new HttpError(404, `Unknown roster player ${id}`);
  return json(rosterPlayerToSidearm(RosterPlayerSchema.parse(row)));
}

/**
 * `Staff`: the directory's people who are in no sport's roster (a coach or support staff member of a sport's
 * season is in that roster, with its department as `category`).
 */
async function staffDirectory({ store, tenant, url }: ApiRequest): Promise<Response> {
  const page = pageOf(url);
  const all: StaffMember[] = (await store.documents.list(tenant, 'staff', { order: 'asc' })).items
    .map((s) => StaffMemberSchema.parse(s))
    .filter((s) => s.kind === 'department' || s.sport_id === null || s.season === null);
  return json(envelope(slice(byId(all), page).map(staffToSidearm), all.length, page));
}

async function stories({ store, tenant, url }: ApiRequest): Promise<Response> {
  const page = pageOf(url);
  const sportId = optionalId(url, 'sportId');
  const sports = new Map((await store.sports.list(tenant)).map((s) => [s.id, s]));
  const { items, total } = await store.documents.list(tenant, 'stories', {
    sportId,
    start: page.index * page.size,
    count: page.size,
    omit: ['content'],
  });
  const list = items.map((item) => {
    const story = StorySchema.parse({ ...(item as object), content: '' });
    return storyToSidearm(story, sports.get(story.sport_id ?? -1) ?? null, { withContent: false });
  });
  return json(envelope(list, total, page));
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'Malformed path');
  }
}

async function story({ store, tenant, params }: ApiRequest): Promise<Response> {
  const date = decoded(params[0] ?? '');
  const slug = decoded(params[1] ?? '');
  if (Number.isNaN(Date.parse(date))) throw new HttpError(400, 'The story date must be a date');
  // Stories are indexed by date: those of that moment, then the one whose address ends in the slug.
  const { items } = await store.documents.list(tenant, 'stories', { after: date, order: 'asc', count: 50 });
  const found = items
    .map((item) => StorySchema.parse(item))
    .find((s) => s.date === date && s.url.split('/').filter(Boolean).at(-1) === slug);
  if (!found) throw new HttpError(404, `No story ${date}/${slug}`);
  const sport = found.sport_id === null ? null : ((await store.sports.byId(tenant, found.sport_id)) ?? null);
  return json(storyToSidearm(found, sport));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
function dateParam(url: URL, name: string): string | null {
  const value = queryParam(url, name);
  if (value === null || value === '') return null;
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) throw new HttpError(400, `${name} must be a date (YYYY-MM-DD)`);
  return value.slice(0, 10);
}

/** `EventsResults/results` (played: before now, newest first) and `/upcoming` (the rest, soonest first). */
function events(which: 'results' | 'upcoming') {
  return async ({ store, tenant, url }: ApiRequest): Promise<Response> => {
    const page = pageOf(url);
    const sportId = optionalId(url, 'sportId');
    const sports = sportId === null ? await store.sports.list(tenant) : [await sportById(store, tenant, sportId)];
    const start = dateParam(url, 'StartDate');
    const end = dateParam(url, 'EndDate');
    const location = queryParam(url, 'locationIndicator');
    if (location !== null && location !== '' && !['H', 'A', 'N'].includes(location.toUpperCase())) {
      throw new HttpError(400, 'locationIndicator must be H, A or N');
    }
    const now = siteNow().toISOString();
    const rows: { game: Game; schedule: SeasonId }[] = [];
    for (const sport of sports) {
      const schedules = new Map((await scheduleIdsOf(store, tenant, sport)).map((s) => [s.season, s]));
      const { items } = await store.documents.list(tenant, 'games', { sportId: sport.id, order: 'asc' });
      for (const item of items) {
        const parsed = GameSchema.safeParse(item);
        const schedule = parsed.success ? schedules.get(parsed.data.season) : undefined;
        if (!parsed.success || !schedule || !isListedGame(parsed.data)) continue;
        const g = parsed.data;
        if ((which === 'results') !== g.date_utc < now) continue;
        if ((start && g.date_utc.slice(0, 10) < start) || (end && g.date_utc.slice(0, 10) > end)) continue;
        if (location && g.location_indicator !== location.toUpperCase()) continue;
        rows.push({ game: g, schedule });
      }
    }
    rows.sort((a, b) => a.game.date_utc.localeCompare(b.game.date_utc) || a.game.id - b.game.id);
    if (which === 'results') rows.reverse();
    const items = slice(rows, page).map((r) => eventToSidearm(r.game, { id: r.schedule.id, title: r.schedule.season }));
    return json(envelope(items, rows.length, page));
  };
}

async function scheduleGame({ store, tenant, params }: ApiRequest): Promise<Response> {
  const id = requiredId(params[0] ?? null, 'gameId');
  const game = await store.games.get(tenant, id);
  if (!game || !isListedGame(game)) throw new HttpError(404, `Unknown game ${id}`);
  return json(scheduleGameToSidearm(game));
}

async function scheduleRecord({ store, tenant, params }: ApiRequest): Promise<Response> {
  const { sport, season } = await seasonById(store, tenant, requiredId(params[0] ?? null, 'scheduleId'), 'schedule');
  return json(recordToSidearm(season.id, await seasonGames(store, tenant, sport.id, season.season)));
}

async function subNavigation({ store, tenant, url }: ApiRequest): Promise<Response> {
  const sport = await sportById(store, tenant, requiredId(queryParam(url, 'sportId'), 'sportId'));
  // The menu links only pages that answer for the sport (src/server/page/sport-navigation.server.ts).
  return json(sportNavigationToSidearm(await sportNavigationFor(store, tenant, sport)));
}

const SEGMENT = '([^/]+)';
const route = (path: string) => new RegExp(`^/${path}$`, 'i');

export const sidearmRoutes: ApiRoute[] = [
  ['GET', route('Sports'), async ({ store, tenant }) => json((await store.sports.list(tenant)).map(sportToSidearm))],
  ['GET', route('Seo'), async ({ store, tenant }) => json(seoToSidearm(await store.settings.seo(tenant)))],
  ['GET', route('Google'), setting('analytics_360', Analytics360Schema, analytics360ToSidearm)],
  ['GET', route('Analytics/settings'), setting('analytics', AnalyticsSettingsSchema, analyticsToSidearm)],
  ['GET', route('Mobile/settings'), async ({ store, tenant }) => json(mobileToSidearm((await store.settings.site(tenant)).mobile))],
  ['GET', route('Navigation'), async ({ store, tenant }) => json(navigationToSidearm(await store.settings.navigation(tenant)))],
  ['GET', route('Navigation/sub'), subNavigation],
  ['GET', route(`Season/${SEGMENT}/related`), seasonsRelated],
  ['GET', route('Rosters/list'), rosterList],
  ['GET', route(`Rosters/${SEGMENT}`), roster],
  ['GET', route(`Players/roster/bio/${SEGMENT}`), playerBio],
  ['GET', route('Staff'), staffDirectory],
  ['GET', route('Stories'), stories],
  ['GET', route(`Stories/${SEGMENT}/${SEGMENT}`), story],
  ['GET', route('EventsResults/results'), events('results')],
  ['GET', route('EventsResults/upcoming'), events('upcoming')],
  ['GET', route(`ScheduleGames/${SEGMENT}`), scheduleGame],
  ['GET', route(`Schedule/${SEGMENT}/Record`), scheduleRecord],
];
