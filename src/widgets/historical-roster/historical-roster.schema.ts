import * as z from 'zod/mini';
import { PageLinksSchema } from '../shared/paging.ts';
import type { RosterPlayer } from '#schemas/entities/roster.ts';
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
export function alumniOf(rows: readonly RosterPlayer[], sports: ReadonlyMap<number, { title: string; global_sport_name_slug: string }>): (Alumnus & { sportSlug: string; lastName: string; positionCodes: string[] })[] {
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

export const widget = defineWidget({
  name: 'historical-roster',
  label: 'Historical roster',
  description: 'Rosters of earlier seasons.',
  props: HistoricalRosterPropsSchema,
  data: HistoricalRosterDataSchema,
});
