import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { gameAsOf, gameStatus, isListedGame } from '#schemas/game-rules.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const ScoreboardPropsSchema = z.object({
  title: z._default(z.string(), 'Upcoming Games'),
  mode: z._default(z.enum(['upcoming', 'results']), 'upcoming'),
  count: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(20)), 6),
  sportScoped: z._default(z.boolean(), true),
});
export type ScoreboardProps = z.infer<typeof ScoreboardPropsSchema>;

export const ScoreboardGameSchema = z.object({
  id: z.number(),
  date: z.string(),
  time: z.nullable(z.string()),
  tbd: z.boolean(),
  is_all_day: z.boolean(),
  location_indicator: z.enum(['H', 'A', 'N']),
  location: z.string(),
  opponent: z.object({ title: z.string(), image: z.nullable(z.string()) }),
  sport: z.object({ id: z.number(), title: z.string(), slug: z.string() }),
  result: z.nullable(z.object({ status: z.string(), team_score: z.nullable(z.string()), opponent_score: z.nullable(z.string()) })),
  game_state: z.number(),
  /** "Live", "Result pending", "Postponed"… as of the board's time (spec 4); null for a game not under way. */
  status: z.nullable(z.string()),
  tournament: z.nullable(z.string()),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ScoreboardGame = z.infer<typeof ScoreboardGameSchema>;

export const ScoreboardDataSchema = z.object({ games: z.array(ScoreboardGameSchema), scheduleUrl: z.nullable(z.string()) });
export type ScoreboardData = z.infer<typeof ScoreboardDataSchema>;

/**
 * A game as a scoreboard card at `now`: its score, its state then (gameAsOf) and the links fans look for (box score,
 * recap, tickets before the start only, watch, listen, stats).
 */
export function toScoreboardGame(
  stored: Game,
  sport: Pick<Sport, 'id' | 'title' | 'global_sport_name_slug' | 'global_sport_shortname'>,
  now: Date,
): ScoreboardGame {
  const game = gameAsOf(stored, sport.global_sport_shortname, now);
  const links = [
    game.result?.boxscore ? { title: 'Box Score', url: game.result.boxscore } : null,
    game.result?.recap ? { title: 'Recap', url: game.result.recap } : null,
    game.media.tickets ? { title: 'Tickets', url: game.media.tickets } : null,
    game.media.video ? { title: 'Watch', url: game.media.video } : null,
    game.media.audio ? { title: 'Listen', url: game.media.audio } : null,
    game.media.stats ? { title: 'Live Stats', url: game.media.stats } : null,
  ].filter((link) => link !== null);
  return {
    id: game.id,
    date: game.date,
    time: game.time,
    tbd: game.tbd,
    is_all_day: game.is_all_day,
    location_indicator: game.location_indicator,
    location: game.location,
    opponent: { title: game.opponent.title, image: game.opponent.image },
    sport: { id: sport.id, title: sport.title, slug: sport.global_sport_name_slug },
    result: game.result
      ? { status: game.result.status, team_score: game.result.team_score, opponent_score: game.result.opponent_score }
      : null,
    game_state: game.game_state,
    status: game.result && game.result.status !== 'N' ? null : gameStatus(game),
    tournament: game.tournament,
    links,
  };
}

/** Whether a game belongs on a board of this mode: listed (spec 4), and for results, with a result. */
export const onScoreboard = (game: Game, mode: ScoreboardProps['mode']): boolean =>
  isListedGame(game) && (mode === 'upcoming' || game.result !== null);

export interface ScoreboardInput {
  sports: readonly Sport[];
  /** Candidate games: upcoming boards show those from `now` on, soonest first; results those before, newest first. */
  games: readonly Game[];
  now: Date;
  mode: ScoreboardProps['mode'];
  count: number;
  /** The board's sport (a sport page's scoped board), else null for every sport. */
  sport: Sport | null;
}

/** The first `count` games of the board, in its order, each as a card; scoped boards link their sport's schedule. */
export function scoreboardData({ sports, games, now, mode, count, sport }: ScoreboardInput): ScoreboardData {
  const upcoming = mode === 'upcoming';
  const byId = new Map(sports.map((s) => [s.id, s]));
  const order = (a: Game, b: Game) => (a.date_utc < b.date_utc ? -1 : a.date_utc > b.date_utc ? 1 : a.id - b.id) * (upcoming ? 1 : -1);
  const cards = games
    .filter(
      (g) =>
        (upcoming ? Date.parse(g.date_utc) >= now.getTime() : Date.parse(g.date_utc) < now.getTime()) &&
        (!sport || g.sport_id === sport.id) &&
        onScoreboard(g, mode) &&
        byId.has(g.sport_id),
    )
    .toSorted(order)
    .slice(0, count)
    .map((g) => toScoreboardGame(g, byId.get(g.sport_id)!, now));
  return { games: cards, scheduleUrl: sport ? `/sports/${sport.global_sport_name_slug}/schedule` : null };
}

export const widget = defineWidget({
  name: 'scoreboard',
  label: 'Scoreboard (upcoming games or results)',
  description: 'Upcoming games or recent results, site-wide or for the current sport.',
  props: ScoreboardPropsSchema,
  data: ScoreboardDataSchema,
});
