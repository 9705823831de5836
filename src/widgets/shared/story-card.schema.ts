// A story as a card: the story list, archive, tags and on-this-day widgets show stories alike.
import * as z from 'zod/mini';
import { ImageSchema } from '#schemas/entities/image.ts';

export const StoryCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  teaser: z.nullable(z.string()),
  date: z.string(),
  url: z.string(),
  image: z.nullable(ImageSchema),
  sport: z.nullable(z.object({ id: z.number(), title: z.string() })),
});
export type StoryCard = z.infer<typeof StoryCardSchema>;
