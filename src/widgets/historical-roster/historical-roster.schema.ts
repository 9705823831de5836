import * as z from 'zod/mini';
import { PageLinksSchema, pageLinks, pageNumberOf } from '../shared/paging.ts';
import type { RosterPlayer } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { playerBioUrl } from '../shared/urls.ts';
import { defineWidget } from '#registry/define-widget.ts';

/** Names a page: more than spec 9's default 10, since a list of names is quick to scan (our choice, in the README). */
export const HISTORICAL_PAGE_SIZE = 25;

export const HistoricalRosterPropsSchema = z.object({});
export type HistoricalRosterProps = z.infer<typeof HistoricalRosterPropsSchema>;

export const AlumnusSchema = z.object({
  name: z.string(),
  sportTitle: z.string(),
  positions: z.array(z.string()),
  /** Seasons on the roster: the letter-winner years. */
  seasons: z.array(z.string()),
  hometown: z.nullable(z.string()),
  url: z.string(),
});
export type Alumnus = z.infer<typeof AlumnusSchema>;

const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const HistoricalRosterDataSchema = z.object({
  action: z.string(),
  options: z.object({ sport: z.array(OptionSchema), season: z.array(OptionSchema), position: z.array(OptionSchema) }),
  selected: z.object({ q: z.string(), sport: z.string(), season: z.string(), position: z.string() }),
  players: z.array(AlumnusSchema),
  total: z.number(),
  page: PageLinksSchema,
});
export type HistoricalRosterData = z.infer<typeof HistoricalRosterDataSchema>;

/**
 * Everyone who has been on a roster, one entry per player (their seasons joined by sport and slug), by last name.
 * Pure: the resolver and the fixtures share it.
 */
export function alumniOf(
  rows: readonly RosterPlayer[],
  sports: ReadonlyMap<number, { title: string; global_sport_name_slug: string }>,
): (Alumnus & { sportSlug: string; lastName: string; positionCodes: string[] })[] {
  const byPlayer = new Map<string, RosterPlayer[]>();
  for (const row of rows) byPlayer.set(`${row.sport_id}|${row.slug}`, [...(byPlayer.get(`${row.sport_id}|${row.slug}`) ?? []), row]);
  return [...byPlayer.values()]
    .map((list) => {
      const ordered = list.toSorted((a, b) => a.season.localeCompare(b.season));
      const newest = ordered.at(-1)!;
      const sport = sports.get(newest.sport_id);
      return {
        name: `${newest.first_name} ${newest.last_name}`,
        lastName: newest.last_name,
        sportTitle: sport?.title ?? '',
        sportSlug: sport?.global_sport_name_slug ?? '',
        positions: [...new Set(ordered.map((r) => r.position_long).filter((p) => p !== null))],
        positionCodes: [...new Set(ordered.map((r) => r.position_short).filter((p) => p !== null))],
        seasons: ordered.map((r) => r.season),
        hometown: newest.hometown,
        url: playerBioUrl(sport?.global_sport_name_slug ?? '', newest),
      };
    })
    .toSorted((a, b) => a.lastName.localeCompare(b.lastName) || a.name.localeCompare(b.name) || a.sportTitle.localeCompare(b.sportTitle));
}

/**
 * One page of the alumni (`alumniOf` of the rows this visitor may see) for the page's filters: on a sport's page
 * (`pageSport`) that sport's alumni and no sport filter; on the site's page the `sport` query may pick one.
 * Filters name real options only (anything else is ignored); the query text is cut to 100 characters.
 */
export function historicalRosterData(input: {
  alumni: ReturnType<typeof alumniOf>;
  sports: readonly Sport[];
  pageSport: Sport | null;
  query: Readonly<Record<string, string>>;
  path: string;
}): HistoricalRosterData {
  const { alumni, pageSport, query: q, path: action } = input;
  const sportPage = pageSport !== null;
  const real = input.sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title));
  const sport = pageSport ?? real.find((s) => s.global_sport_name_slug === q.sport) ?? null;
  const inSport = sport ? alumni.filter((a) => a.sportSlug === sport.global_sport_name_slug) : alumni;
  const seasons = [...new Set(inSport.flatMap((a) => a.seasons))].toSorted().reverse();
  const positions = [...new Set(inSport.flatMap((a) => a.positionCodes))].toSorted();
  const season = seasons.includes(q.season ?? '') ? (q.season ?? '') : '';
  const position = positions.includes(q.position ?? '') ? (q.position ?? '') : '';
  const words = (q.q ?? '').trim().toLowerCase().slice(0, 100);
  const chosen = inSport.filter(
    (a) =>
      (!season || a.seasons.includes(season)) &&
      (!position || a.positionCodes.includes(position)) &&
      (!words || a.name.toLowerCase().includes(words)),
  );
  const pageNumber = pageNumberOf(q.page);
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (words) params.set('q', q.q?.trim() ?? '');
    if (!sportPage && sport) params.set('sport', sport.global_sport_name_slug);
    if (season) params.set('season', season);
    if (position) params.set('position', position);
    if (n > 1) params.set('page', String(n));
    return params.size > 0 ? `${action}?${params}` : action;
  };
  return {
    action,
    options: {
      sport: sportPage ? [] : real.map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
      season: seasons.map((s) => ({ value: s, label: s })),
      position: positions.map((p) => ({ value: p, label: p })),
    },
    selected: { q: q.q?.trim().slice(0, 100) ?? '', sport: !sportPage && sport ? sport.global_sport_name_slug : '', season, position },
    players: chosen
      .slice((pageNumber - 1) * HISTORICAL_PAGE_SIZE, pageNumber * HISTORICAL_PAGE_SIZE)
      .map(({ sportSlug: _s, lastName: _l, positionCodes: _p, ...alumnus }) => alumnus),
    total: chosen.length,
    page: pageLinks(pageNumber, chosen.length, HISTORICAL_PAGE_SIZE, href),
  };
}

export const widget = defineWidget({
  name: 'historical-roster',
  label: 'Historical roster',
  description: 'Rosters of earlier seasons.',
  props: HistoricalRosterPropsSchema,
  data: HistoricalRosterDataSchema,
});
