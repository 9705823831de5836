import * as z from 'zod/mini';
import { ImageSchema } from '#schemas/entities/image.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const StoryPropsSchema = z.object({
  /** Show the share buttons (copy link, native share) and the print button. */
  share: z._default(z.boolean(), true),
});
export type StoryProps = z.infer<typeof StoryPropsSchema>;

const LinkSchema = z.object({ title: z.string(), url: z.string() });
const NeighbourSchema = z.nullable(z.object({ title: z.string(), url: z.string(), date: z.string() }));

/** A game the story is about, as a fan reads it in the story's margin (spec 3 Story games). */
export const StoryGameSchema = z.object({
  id: z.number(),
  date: z.string(),
  opponent: z.string(),
  /** "vs", "at" or "vs" at a neutral site, from the home/away indicator. */
  versus: z.enum(['vs', 'at']),
  result: z.nullable(z.object({ status: z.enum(['W', 'L', 'T', 'N']), score: z.string() })),
  links: z.array(LinkSchema),
});
export type StoryGame = z.infer<typeof StoryGameSchema>;

/** Every spec 3 Story field a reader sees; the body is sanitized store HTML. */
export const StoryDataSchema = z.object({
  id: z.number(),
  title: z.string(),
  subHeadline: z.nullable(z.string()),
  teaser: z.nullable(z.string()),
  byline: z.nullable(z.string()),
  date: z.string(),
  type: z.string(),
  image: z.nullable(ImageSchema),
  alternateImage: z.nullable(ImageSchema),
  video: z.nullable(z.object({ provider: z.enum(['youtube', 'archive']), id: z.string() })),
  writer: z.nullable(
    z.object({
      name: z.string(),
      bio: z.nullable(z.string()),
      image: z.nullable(z.string()),
      social: z.array(z.object({ channel: z.enum(['twitter', 'instagram', 'linkedin']), handle: z.string(), url: z.string() })),
    }),
  ),
  html: z.string(),
  links: z.array(LinkSchema),
  gallery: z.nullable(LinkSchema),
  games: z.array(StoryGameSchema),
  sport: z.nullable(z.object({ title: z.string(), url: z.string() })),
  tags: z._default(z.array(LinkSchema), []),
  previous: NeighbourSchema,
  next: NeighbourSchema,
  /** Absolute URL to copy and share. */
  shareUrl: z.string(),
  /** An unpublished story, shown to staff on the hidden route. */
  draft: z.boolean(),
});
export type StoryData = z.infer<typeof StoryDataSchema>;

/** A story's own path: /news/{y}/{m}/{d}/{slug}, month and day without leading zeros (as stored). */
export function storyPathOf(params: Readonly<Record<string, string>>): string | null {
  const { year, month, day, story_slug: slug } = params;
  if (!year || !month || !day || !slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return null;
  return `/news/${Number(year)}/${Number(month)}/${Number(day)}/${slug}`;
}

const SOCIAL_URL = {
  twitter: (h: string) => `https://x.com/${h}`,
  instagram: (h: string) => `https://www.instagram.com/${h}`,
  linkedin: (h: string) => `https://www.linkedin.com/in/${h}`,
} as const;

/** The writer's handles as links, in spec 9 channel order. */
export function writerSocial(writer: { twitter: string | null; instagram: string | null; linkedin: string | null }): NonNullable<StoryData['writer']>['social'] {
  return (['twitter', 'instagram', 'linkedin'] as const).flatMap((channel) => {
    const handle = writer[channel];
    return handle ? [{ channel, handle, url: SOCIAL_URL[channel](handle) }] : [];
  });
}

export const widget = defineWidget({
  name: 'story',
  label: 'Story',
  description: 'One news story (the one in the address) with share links.',
  props: StoryPropsSchema,
  data: StoryDataSchema,
  subject: true,
});
