import * as z from 'zod/mini';

const link = z.nullable(z.string());

export const OpponentSchema = z.object({
  id: z.number(),
  title: z.string(),
  prefix: z.nullable(z.string()),
  image: z.nullable(z.string()),
  website: z.nullable(z.string()),
  mascot: z.nullable(z.string()),
});

export const LineScoreSchema = z.object({
  /** One entry per period played; periods beyond regulation are overtimes (spec 4). */
  period_count: z.number(),
  regulation: z.number(),
  team: z.array(z.nullable(z.number())),
  opponent: z.array(z.nullable(z.number())),
});

export const GameResultSchema = z.object({
  status: z.enum(['W', 'L', 'T', 'N']),
  team_score: z.nullable(z.string()),
  opponent_score: z.nullable(z.string()),
  prescore: z.nullable(z.string()),
  postscore: z.nullable(z.string()),
  boxscore: link,
  recap: link,
  line_scores: z.nullable(LineScoreSchema),
});
export type GameResult = z.infer<typeof GameResultSchema>;

export const GameMediaSchema = z.object({
  audio: link,
  video: link,
  stats: link,
  tickets: link,
  custom1: link,
  custom2: link,
  custom3: link,
  tv: z.nullable(z.string()),
  radio: z.nullable(z.string()),
  game_note: z.nullable(z.string()),
  promotion_name: z.nullable(z.string()),
  gamefiles: z._default(z.array(z.object({ title: z.string(), url: z.string() })), []),
});

/** spec 3 Game. Dates are ISO strings; `time` is the display time ("7:00 PM", "TBA"). */
export const GameSchema = z.object({
  id: z.number(),
  sport_id: z.number(),
  season: z.string(),
  date: z.string(),
  end_date: z.nullable(z.string()),
  date_utc: z.string(),
  end_date_utc: z.nullable(z.string()),
  time: z.nullable(z.string()),
  is_doubleheader: z.boolean(),
  is_all_day: z.boolean(),
  tbd: z.boolean(),
  team_prefix: z.nullable(z.string()),
  status: z.enum(['A', 'O', 'C', 'P', 'N']),
  location_indicator: z.enum(['H', 'A', 'N']),
  location: z.string(),
  conference: z.nullable(z.string()),
  is_conference: z.boolean(),
  show_atvs: z.boolean(),
  is_spotlight: z.boolean(),
  type: z.enum(['C', 'E', 'S', 'T', 'X']),
  tournament: z.nullable(z.string()),
  opponent: OpponentSchema,
  media: GameMediaSchema,
  result: z.nullable(GameResultSchema),
  game_state: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  game_state_display: z.nullable(z.string()),
  game_center_enabled: z.boolean(),
  event_image: z.nullable(z.string()),
  ticket_link: link,
  game_links: z._default(z.array(z.object({ title: z.string(), url: z.string() })), []),
  galleries: z._default(z.array(z.object({ id: z.number(), title: z.string(), url: z.string() })), []),
  /** Box-score data (spec 3 Game details), present once the game has been played. */
  boxscore: z.optional(
    z.nullable(
      z.object({
        stadium: z.string(),
        location: z.string(),
        attendance: z.nullable(z.number()),
        duration: z.nullable(z.string()),
        leaders: z.array(z.object({ side: z.enum(['team', 'opponent']), category: z.string(), name: z.string(), value: z.string() })),
      }),
    ),
  ),
});
export type Game = z.infer<typeof GameSchema>;

/** An opponent's name as it appears in addresses (opponent history, box scores): lower case, words joined by hyphens. */
export const opponentSlugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
