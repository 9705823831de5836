import * as z from 'zod/mini';
import type { Game } from '#schemas/entities/game.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { isResultPending } from '#schemas/game-rules.ts';
import { gamePhase } from './game-phase.ts';
import { isFollowable, liveFromGame, type LiveStats } from '#schemas/live.ts';
import { LiveStatsSchema } from '#schemas/live-stats.ts';
import { teamStatsOf, type BoxScore } from '#schemas/stats.ts';
import { ScheduleGameSchema, toScheduleGame } from '../shared/schedule-game.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const GameCenterPropsSchema = z.object({});
export type GameCenterProps = z.infer<typeof GameCenterPropsSchema>;

export const GameCenterDataSchema = z.object({
  /** The game as a schedule row (date, site, media and ticket links, result) plus its UTC start for the countdown. */
  game: ScheduleGameSchema,
  dateUtc: z.string(),
  sport: z.object({ title: z.string(), slug: z.string() }),
  school: z.object({ name: z.string(), logo: z.string() }),
  /** spec 3 Live stats; null for sports not followed play by play (the page shows the schedule facts). */
  live: z.nullable(LiveStatsSchema),
  /** The page's event stream while the game can still change; null once final or when not followed. */
  feedUrl: z.nullable(z.string()),
  /** When the server rendered the page: the countdown starts from it, so hydration matches. */
  now: z.string(),
  /** After the game: the box score's team stats side by side (the full box score is a link away). */
  teamStats: z._default(z.array(z.object({ label: z.string(), school: z.string(), opponent: z.string() })), []),
});
export type GameCenterData = z.infer<typeof GameCenterDataSchema>;

/**
 * The live stats a game center shows: none for a game that cannot be followed live (schemas/live.ts
 * isFollowable), else the stored live stats, or those the game document implies.
 */
export function followedLive(game: Game, sport: Sport, stored: LiveStats | null, schoolName: string): LiveStats | null {
  if (!isFollowable(game, sport.global_sport_shortname)) return null;
  return stored ?? liveFromGame(game, sport.global_sport_shortname, schoolName);
}

export function gameCenterDataOf(input: {
  game: Game;
  sport: Sport;
  schoolName: string;
  logo: string;
  live: LiveStats | null;
  now: Date;
  box?: BoxScore | null;
}): GameCenterData {
  const shortName = input.sport.global_sport_shortname;
  const row = toScheduleGame(input.game, shortName, input.now);
  // Live stats that stopped without a final are stale: the page shows the game as pending, not their clock.
  const live = isResultPending(row) && !input.live?.is_complete ? null : input.live;
  const data: GameCenterData = {
    // The game center's own link would point at this page.
    game: { ...row, links: row.links.filter((l) => !(l.kind === 'game' && l.url.startsWith('/game-center/'))) },
    dateUtc: input.game.date_utc,
    sport: { title: input.sport.title, slug: input.sport.global_sport_name_slug },
    school: { name: input.schoolName, logo: input.logo },
    live,
    feedUrl: null,
    now: input.now.toISOString(),
    teamStats: input.box
      ? teamStatsOf(input.sport.global_sport_shortname, input.box.school).map((s, i) => ({
          label: s.label,
          school: s.value,
          opponent: teamStatsOf(input.sport.global_sport_shortname, input.box!.opponent)[i]?.value ?? '',
        }))
      : [],
  };
  const phase = gamePhase(data.game, live);
  return { ...data, feedUrl: live && (phase === 'pre' || phase === 'live') ? `/game-center/${input.game.id}/live` : null };
}

export const widget = defineWidget({
  name: 'game-center',
  label: 'Game center (countdown, live stats, final)',
  description: 'A game before, during and after: countdown, live stats, final.',
  props: GameCenterPropsSchema,
  data: GameCenterDataSchema,
  subject: true,
});
