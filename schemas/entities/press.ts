import * as z from 'zod/mini';

/** A press clipping: a story about the program in another outlet, linked, never copied. */
export const ClippingSchema = z.object({
  id: z.number(),
  sport_id: z.nullable(z.number()),
  outlet: z.string(),
  headline: z.string(),
  date: z.string(),
  url: z.string(),
  published: z._default(z.boolean(), true),
});
export type Clipping = z.infer<typeof ClippingSchema>;

/** A moment of the season: a photo, or a video that plays only when asked (spec 2.4). */
export const MomentSchema = z.object({
  id: z.number(),
  sport_id: z.number(),
  season: z.string(),
  date: z.string(),
  title: z.string(),
  caption: z.string(),
  image: z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() }),
  video: z.nullable(z.object({ provider: z.enum(['youtube', 'archive']), id: z.string() })),
  game_id: z.nullable(z.number()),
  published: z._default(z.boolean(), true),
});
export type Moment = z.infer<typeof MomentSchema>;
