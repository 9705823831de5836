import type { Sport } from '#schemas/entities/sport.ts';
import { currentSeason, scheduleSeasons } from '#src/widgets/shared/schedule-games.server.ts';
import { siteNow } from '../../env.server.ts';
import type { Store } from '../../store/store.server.ts';
import { HttpError, intParam } from '../http.server.ts';

/**
 * A query parameter of a SIDEARM-shaped read, whatever its case (SIDEARM's API is ASP.NET's: `sportId`, `SportId`
 * and `sportid` are one name). The first of several spellings wins.
 */
export function queryParam(url: URL, name: string): string | null {
  const lower = name.toLowerCase();
  for (const [key, value] of url.searchParams) if (key.toLowerCase() === lower) return value;
  return null;
}

/** A required whole number (an id), from the query or the path: missing or malformed is 400. */
export function requiredId(value: string | null, name: string): number {
  if (value === null || value === '') throw new HttpError(400, `${name} is required`);
  return intParam(value, name, 0, { min: 0, max: 1e9 });
}

/** An optional id from the query: absent is null, malformed 400. */
export function optionalId(url: URL, name: string): number | null {
  const value = queryParam(url, name);
  return value === null || value === '' ? null : requiredId(value, name);
}

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/**
 * SIDEARM's paging: `$pageSize` 1–100 (10 unless asked), `$pageIndex` counted from 0
 * (docs/decisions/0037-sidearm-shaped-reads.md).
 */
export function pageOf(url: URL): { index: number; size: number } {
  return {
    size: intParam(queryParam(url, '$pageSize'), '$pageSize', PAGE_SIZE_DEFAULT, { min: 1, max: PAGE_SIZE_MAX }),
    index: intParam(queryParam(url, '$pageIndex'), '$pageIndex', 0, { min: 0, max: 1_000_000 }),
  };
}

/** SIDEARM's list envelope; a page past the end has no items (and is not an error). */
export function envelope<T>(items: T[], total: number, page: { index: number; size: number }) {
  return { items, total, page: page.index, pages: Math.ceil(total / page.size) };
}

/** One page of a list held whole. */
export const slice = <T>(all: readonly T[], page: { index: number; size: number }): T[] =>
  all.slice(page.index * page.size, (page.index + 1) * page.size);

/** A sport by id: unknown is 404. */
export async function sportById(store: Store, tenant: string, id: number): Promise<Sport> {
  const sport = await store.sports.byId(tenant, id);
  if (!sport) throw new HttpError(404, `Unknown sport ${id}`);
  return sport;
}

/** One season of a sport as SIDEARM names it: a schedule or roster id. */
export interface SeasonId {
  season: string;
  id: number;
  isCurrent: boolean;
}

/**
 * SIDEARM names each season's schedule and roster by an id; this site names seasons by their title. The current
 * season keeps the sport's own `scheduleId` / `rosterId` (what `/Sports` says); any other is `sportId × 1000 + n`,
 * n its place among the sport's seasons, oldest first (docs/decisions/0037-sidearm-shaped-reads.md).
 */
function seasonIds(sport: Sport, seasons: readonly string[], current: string | null, own: number | null): SeasonId[] {
  return seasons.map((season, i) => ({
    season,
    id: season === current && own !== null ? own : sport.id * 1000 + i + 1,
    isCurrent: season === current,
  }));
}

/** A sport's schedules: the seasons it has games in, the current one as its schedule page shows it. */
export async function scheduleIdsOf(store: Store, tenant: string, sport: Sport): Promise<SeasonId[]> {
  const seasons = await scheduleSeasons(store, tenant, sport.id);
  return seasonIds(sport, seasons, await currentSeason(store, tenant, sport.id, seasons, siteNow()), sport.scheduleId);
}

/** A sport's rosters: the seasons it has players or coaches in, the newest current. */
export async function rosterIdsOf(store: Store, tenant: string, sport: Sport): Promise<SeasonId[]> {
  const seasons = [
    ...new Set([
      ...(await store.documents.seasons(tenant, 'roster', sport.id)),
      ...(await store.documents.seasons(tenant, 'staff', sport.id)),
    ]),
  ].sort();
  return seasonIds(sport, seasons, seasons.at(-1) ?? null, sport.rosterId);
}

/** The sport and season a schedule or roster id names; none: 404. */
export async function seasonById(
  store: Store,
  tenant: string,
  id: number,
  kind: 'schedule' | 'roster',
): Promise<{ sport: Sport; season: SeasonId }> {
  const candidates = (await store.sports.list(tenant)).filter(
    (s) => (kind === 'schedule' ? s.scheduleId : s.rosterId) === id || s.id === Math.floor(id / 1000),
  );
  for (const sport of candidates) {
    const ids = kind === 'schedule' ? await scheduleIdsOf(store, tenant, sport) : await rosterIdsOf(store, tenant, sport);
    const season = ids.find((s) => s.id === id);
    if (season) return { sport, season };
  }
  throw new HttpError(404, `Unknown ${kind} ${id}`);
}
