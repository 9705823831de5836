import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { countsTowardRecord, gameTimeLabel, periodLabel } from '#schemas/game-rules.ts';
import { ScoringPlaySchema, StatLineSchema, statSheet, tableTotals, teamStatsOf, type BoxScore } from '#schemas/stats.ts';
import { opponentUrl } from '../shared/urls.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const BoxscorePropsSchema = z.object({});
export type BoxscoreProps = z.infer<typeof BoxscorePropsSchema>;

const LinkSchema = z.object({ title: z.string(), url: z.string() });

export const BoxscoreDataSchema = z.object({
  sport: z.object({ title: z.string(), slug: z.string() }),
  game: z.object({
    date: z.string(),
    time: z.string(),
    location: z.string(),
    stadium: z.nullable(z.string()),
    attendance: z.nullable(z.number()),
    duration: z.nullable(z.string()),
    versus: z.enum(['vs', 'at']),
    status: z.string(),
    display: z.nullable(z.string()),
  }),
  school: z.object({ name: z.string(), image: z.string(), score: z.string() }),
  opponent: z.object({ name: z.string(), image: z.nullable(z.string()), score: z.string() }),
  lineScore: z.nullable(
    z.object({ periods: z.array(z.string()), school: z.array(z.nullable(z.number())), opponent: z.array(z.nullable(z.number())) }),
  ),
  teamStats: z.array(z.object({ label: z.string(), school: z.string(), opponent: z.string() })),
  tables: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      columns: z.array(z.object({ key: z.string(), label: z.string(), title: z.string() })),
      school: z.object({ lines: z.array(StatLineSchema), totals: z.array(z.number()) }),
      opponent: z.object({ lines: z.array(StatLineSchema), totals: z.array(z.number()) }),
    }),
  ),
  /** Player bio links of our side, by roster id. */
  bios: z.record(z.string(), z.string()),
  scoring: z.array(z.object({ ...ScoringPlaySchema.shape, periodLabel: z.string() })),
  officials: z.array(z.string()),
  weather: z.nullable(z.string()),
  links: z.array(LinkSchema),
  history: z.object({
    wins: z.number(),
    losses: z.number(),
    ties: z.number(),
    url: z.nullable(z.string()),
    last: z.nullable(z.object({ date: z.string(), score: z.string(), status: z.string(), url: z.nullable(z.string()) })),
  }),
});
export type BoxscoreData = z.infer<typeof BoxscoreDataSchema>;

/** The URL segment of an opponent in a box score path (the fixtures' and the stored links' own). */
export { opponentSlugOf } from '#schemas/entities/game.ts';

interface BoxscoreInput {
  game: Game;
  sport: Sport;
  box: BoxScore;
  school: { name: string; logo: string };
  /** Every stored game of the sport, for the history against this opponent. */
  games: readonly Game[];
  bios: Record<string, string>;
}

/** A stored game and its box score as the box score page shows them (spec 3 Game details). */
export function boxscoreDataOf({ game, sport, box, school, games, bios }: BoxscoreInput): BoxscoreData {
  const r = game.result!;
  const ls = r.line_scores;
  const global = sport.global_sport_shortname;
  const sheet = statSheet(global);
  const ours = teamStatsOf(global, box.school);
  const theirs = teamStatsOf(global, box.opponent);
  const before = games.filter((g) => g.opponent.id === game.opponent.id && countsTowardRecord(g));
  const previous = before.filter((g) => g.date_utc < game.date_utc).at(-1);
  const tally = (status: string) => before.filter((g) => g.result?.status === status).length;
  const links = [
    r.recap ? { title: 'Recap', url: r.recap } : null,
    ...game.media.gamefiles.map((f) => ({ title: f.title, url: f.url })),
    ...game.galleries.map((g) => ({ title: g.title, url: g.url })),
    game.game_center_enabled ? { title: 'Game Center', url: `/game-center/${game.id}` } : null,
    { title: `${game.season} schedule`, url: `/sports/${sport.global_sport_name_slug}/schedule/${game.season}` },
  ].filter((l) => l !== null);
  return {
    sport: { title: sport.title, slug: sport.global_sport_name_slug },
    game: {
      date: game.date,
      time: gameTimeLabel(game),
      location: game.location,
      stadium: game.boxscore?.stadium ?? null,
      attendance: game.boxscore?.attendance ?? null,
      duration: game.boxscore?.duration ?? null,
      versus: game.location_indicator === 'A' ? 'at' : 'vs',
      status: r.status,
      display: game.game_state_display,
    },
    school: { name: school.name, image: school.logo, score: r.team_score ?? '' },
    opponent: { name: game.opponent.title, image: game.opponent.image, score: r.opponent_score ?? '' },
    lineScore: ls
      ? {
          periods: Array.from({ length: ls.period_count }, (_, i) => periodLabel(i + 1, ls.regulation)),
          school: ls.team,
          opponent: ls.opponent,
        }
      : null,
    teamStats: ours.map((s, i) => ({ label: s.label, school: s.value, opponent: theirs[i]?.value ?? '' })),
    tables: sheet
      .map((table) => {
        const side = (team: BoxScore['school']) => {
          const lines = team.tables[table.key] ?? [];
          return { lines, totals: tableTotals(table, lines) };
        };
        return {
          key: table.key,
          title: table.title,
          columns: table.columns.map(({ key, label, title }) => ({ key, label, title })),
          school: side(box.school),
          opponent: side(box.opponent),
        };
      })
      .filter((t) => t.school.lines.length > 0 || t.opponent.lines.length > 0),
    bios,
    scoring: box.scoring.map((p) => ({ ...p, periodLabel: ls ? periodLabel(p.period, ls.regulation) : String(p.period) })),
    officials: box.officials,
    weather: box.weather,
    links,
    history: {
      wins: tally('W'),
      losses: tally('L'),
      ties: tally('T'),
      url: sport.displayOpponentHistory ? opponentUrl(sport.global_sport_name_slug, game.opponent) : null,
      last: previous
        ? {
            date: previous.date,
            score: `${previous.result?.team_score ?? ''}-${previous.result?.opponent_score ?? ''}`,
            status: previous.result?.status ?? '',
            url: previous.result?.boxscore ?? null,
          }
        : null,
    },
  };
}

export const widget = defineWidget({
  name: 'boxscore',
  label: 'Box score',
  description: "One game's box score.",
  props: BoxscorePropsSchema,
  data: BoxscoreDataSchema,
});
