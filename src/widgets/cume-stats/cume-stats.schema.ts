import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { recordOf } from '#schemas/game-rules.ts';
import { leaderKeys, seasonLines, statSheet, tableTotals, type BoxScore } from '#schemas/stats.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const CumeStatsPropsSchema = z.object({ leadersPerStat: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(10)), 3) });
export type CumeStatsProps = z.infer<typeof CumeStatsPropsSchema>;

const ColumnSchema = z.object({ key: z.string(), label: z.string(), title: z.string() });

export const CumeStatsDataSchema = z.object({
  sport: z.object({ title: z.string(), slug: z.string() }),
  school: z.string(),
  season: z.string(),
  seasons: z.array(z.object({ season: z.string(), url: z.string() })),
  pdfUrl: z.string(),
  record: z.string(),
  games: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      versus: z.enum(['vs', 'at']),
      opponent: z.string(),
      status: z.string(),
      score: z.string(),
      url: z.nullable(z.string()),
    }),
  ),
  team: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      columns: z.array(ColumnSchema),
      school: z.array(z.number()),
      opponent: z.array(z.number()),
    }),
  ),
  individuals: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      columns: z.array(ColumnSchema),
      rows: z.array(
        z.object({
          name: z.string(),
          number: z.nullable(z.string()),
          url: z.nullable(z.string()),
          games: z.number(),
          stats: z.array(z.number()),
        }),
      ),
    }),
  ),
  leaders: z.array(
    z.object({ label: z.string(), entries: z.array(z.object({ name: z.string(), url: z.nullable(z.string()), value: z.number() })) }),
  ),
});
export type CumeStatsData = z.infer<typeof CumeStatsDataSchema>;

export const cumeStatsUrl = (slug: string, season: string) => `/sports/${slug}/stats/${season}`;

/**
 * A sport's season statistics, all computed from the stored games and box scores of the season:
 * the record, game by game, team against opponents, every player's season line per table, and the leaders.
 */
export function cumeStatsOf(input: {
  sport: Sport;
  school: string;
  season: string;
  seasons: readonly string[];
  games: readonly Game[];
  boxes: readonly BoxScore[];
  bios: Record<string, string>;
  leadersPerStat: number;
}): CumeStatsData {
  const { sport, season, boxes, bios } = input;
  const slug = sport.global_sport_name_slug;
  const sheet = statSheet(sport.global_sport_shortname);
  const played = new Set(boxes.map((b) => b.game_id));
  const record = recordOf(input.games).overall;
  const allLines = (side: 'school' | 'opponent', key: string) => boxes.flatMap((b) => b[side].tables[key] ?? []);
  const individuals = sheet
    .map((table) => ({
      key: table.key,
      title: table.title,
      columns: table.columns.map(({ key, label, title }) => ({ key, label, title })),
      rows: seasonLines(table, boxes, 'school')
        .map((l) => ({
          name: l.name,
          number: l.number,
          url: l.player_id !== null ? (bios[l.player_id] ?? null) : null,
          games: l.games,
          stats: l.stats,
        }))
        .toSorted(
          (a, b) => (b.stats.at(-1) ?? 0) - (a.stats.at(-1) ?? 0) || (b.stats[0] ?? 0) - (a.stats[0] ?? 0) || a.name.localeCompare(b.name),
        ),
    }))
    .filter((t) => t.rows.length > 0);
  const leaders = leaderKeys(sport.global_sport_shortname)
    .map(([tableKey, colKey, label]) => {
      const table = sheet.find((t) => t.key === tableKey)!;
      const i = table.columns.findIndex((c) => c.key === colKey);
      const entries = seasonLines(table, boxes, 'school')
        .map((l) => ({ name: l.name, url: l.player_id !== null ? (bios[l.player_id] ?? null) : null, value: l.stats[i] ?? 0 }))
        .filter((e) => e.value > 0)
        .toSorted((a, b) => b.value - a.value || a.name.localeCompare(b.name))
        .slice(0, input.leadersPerStat);
      return { label, entries };
    })
    .filter((l) => l.entries.length > 0);
  return {
    sport: { title: sport.title, slug },
    school: input.school,
    season,
    seasons: input.seasons.map((s) => ({ season: s, url: cumeStatsUrl(slug, s) })),
    pdfUrl: `${cumeStatsUrl(slug, season)}/pdf`,
    record: `${record.wins}-${record.losses}${record.ties > 0 ? `-${record.ties}` : ''}`,
    games: input.games
      .filter((g) => g.result && g.result.status !== 'N')
      .map((g) => ({
        id: g.id,
        date: g.date,
        versus: g.location_indicator === 'A' ? ('at' as const) : ('vs' as const),
        opponent: g.opponent.title,
        status: g.result!.status,
        score: `${g.result!.team_score ?? ''}-${g.result!.opponent_score ?? ''}`,
        url: played.has(g.id) ? g.result!.boxscore : null,
      })),
    team: sheet
      .map((table) => ({
        key: table.key,
        title: table.title,
        columns: table.columns.map(({ key, label, title }) => ({ key, label, title })),
        school: tableTotals(table, allLines('school', table.key)),
        opponent: tableTotals(table, allLines('opponent', table.key)),
      }))
      .filter((t) => t.school.some((v) => v > 0) || t.opponent.some((v) => v > 0)),
    individuals,
    leaders,
  };
}

export const widget = defineWidget({
  name: 'cume-stats',
  label: 'Season statistics (cumulative)',
  description: 'Season statistics and leaders of the current sport.',
  props: CumeStatsPropsSchema,
  data: CumeStatsDataSchema,
});
