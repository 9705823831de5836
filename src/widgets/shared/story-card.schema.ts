// A story as a card: the story list, archive, tags and on-this-day widgets show stories alike.
import * as z from 'zod/mini';
import { ImageSchema } from '#schemas/entities/image.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { StorySchema } from '#schemas/entities/story.ts';

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

/** What a card needs of a stored story (lists read stories without their body). */
export const StoryCardSourceSchema = z.pick(StorySchema, {
  id: true,
  title: true,
  teaser: true,
  date: true,
  url: true,
  image: true,
  sport_id: true,
});
export type StoryCardSource = z.infer<typeof StoryCardSourceSchema>;

/** A story as a card, its sport named (pure: resolvers and fixtures share it). */
export function storyCardOf(story: StoryCardSource, sports: readonly Sport[]): StoryCard {
  const sport = story.sport_id === null ? undefined : sports.find((s) => s.id === story.sport_id);
  return {
    id: story.id,
    title: story.title,
    teaser: story.teaser,
    date: story.date,
    url: story.url,
    image: story.image,
    sport: sport ? { id: sport.id, title: sport.title } : null,
  };
}
