// A game as a schedule row and a season's record: shared by the schedule, results and game center widgets.
import * as z from 'zod/mini';
import type { LOCATION_OPTIONS } from '#schemas/constants.ts';
import { LineScoreSchema, type Game } from '#schemas/entities/game.ts';
import { gameAsOf, type ScheduleRecord, type WinLoss } from '#schemas/game-rules.ts';

/** spec 9: game location options ('' = All). */
export type LocationValue = (typeof LOCATION_OPTIONS)[number]['value'];

/** The links a game row can carry (spec 3 Game media and result), with their visible titles. */
export const GAME_LINK_TITLES = {
  boxscore: 'Box Score',
  recap: 'Recap',
  tickets: 'Tickets',
  audio: 'Audio',
  video: 'Video',
  stats: 'Live Stats',
  file: 'Game Notes',
  game: 'Game Center',
} as const;
export type GameLinkKind = keyof typeof GAME_LINK_TITLES;
const LINK_KINDS = Object.keys(GAME_LINK_TITLES) as [GameLinkKind, ...GameLinkKind[]];

export const ScheduleGameSchema = z.object({
  id: z.number(),
  date: z.string(),
  end_date: z.nullable(z.string()),
  time: z.nullable(z.string()),
  tbd: z.boolean(),
  is_all_day: z.boolean(),
  is_doubleheader: z.boolean(),
  status: z.enum(['A', 'O', 'C', 'P', 'N']),
  location_indicator: z.enum(['H', 'A', 'N']),
  location: z.string(),
  is_conference: z.boolean(),
  type: z.enum(['C', 'E', 'S', 'T', 'X']),
  tournament: z.nullable(z.string()),
  opponent: z.object({ title: z.string(), prefix: z.nullable(z.string()), image: z.nullable(z.string()) }),
  result: z.nullable(
    z.object({
      status: z.enum(['W', 'L', 'T', 'N']),
      team_score: z.nullable(z.string()),
      opponent_score: z.nullable(z.string()),
      postscore: z.nullable(z.string()),
      line_scores: z.nullable(LineScoreSchema),
    }),
  ),
  game_state: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  game_state_display: z.nullable(z.string()),
  note: z.nullable(z.string()),
  promotion: z.nullable(z.string()),
  tv: z.nullable(z.string()),
  radio: z.nullable(z.string()),
  links: z.array(z.object({ kind: z.enum(LINK_KINDS), title: z.string(), url: z.string() })),
});
export type ScheduleGame = z.infer<typeof ScheduleGameSchema>;

const WinLossSchema = z.object({
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  pct: z.nullable(z.number()),
}) satisfies z.ZodMiniType<WinLoss>;

export const ScheduleRecordSchema = z.object({
  overall: WinLossSchema,
  conference: WinLossSchema,
  home: WinLossSchema,
  away: WinLossSchema,
  neutral: WinLossSchema,
  streak: z.nullable(z.string()),
}) satisfies z.ZodMiniType<ScheduleRecord>;

/**
 * A stored game as a schedule row at `now`: only what the row shows, links already chosen. The game is read as it
 * stands then (gameAsOf: no tickets once started, "Result pending" once over without a final).
 */
export function toScheduleGame(stored: Game, globalShortName: string, now: Date): ScheduleGame {
  const game = gameAsOf(stored, globalShortName, now);
  const { media, result } = game;
  const upcoming = result === null && game.status !== 'C' && game.status !== 'P';
  const links: ScheduleGame['links'] = [];
  const add = (kind: GameLinkKind, url: string | null, title: string = GAME_LINK_TITLES[kind]) => {
    if (url) links.push({ kind, title, url });
  };
  add('boxscore', result?.boxscore ?? null);
  add('recap', result?.recap ?? null);
  add('tickets', upcoming ? (media.tickets ?? game.ticket_link) : null);
  add('audio', media.audio);
  add('video', media.video);
  add('stats', media.stats);
  for (const file of media.gamefiles) add('file', file.url, file.title);
  for (const link of game.game_links) add('game', link.url, link.title);
  return {
    id: game.id,
    date: game.date,
    end_date: game.end_date,
    time: game.time,
    tbd: game.tbd,
    is_all_day: game.is_all_day,
    is_doubleheader: game.is_doubleheader,
    status: game.status,
    location_indicator: game.location_indicator,
    location: game.location,
    is_conference: game.is_conference,
    type: game.type,
    tournament: game.tournament,
    opponent: { title: game.opponent.title, prefix: game.opponent.prefix, image: game.opponent.image },
    result: result && {
      status: result.status,
      team_score: result.team_score,
      opponent_score: result.opponent_score,
      postscore: result.postscore,
      line_scores: result.line_scores,
    },
    game_state: game.game_state,
    game_state_display: game.game_state_display,
    note: media.game_note,
    promotion: media.promotion_name,
    tv: media.tv,
    radio: media.radio,
    links,
  };
}
