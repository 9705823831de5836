import * as z from 'zod/mini';

import { ImageSchema } from './image.ts';

// Cards and pages that show only an image need not load the whole story schema.
export { ImageSchema, type Image } from './image.ts';

/** spec 3 Story. `content` is store HTML and is sanitized before it reaches a page. */
export const StorySchema = z.object({
  id: z.number(),
  title: z.string().check(z.minLength(1)),
  sub_headline: z.nullable(z.string()),
  teaser: z.nullable(z.string()),
  byline: z.nullable(z.string()),
  date: z.string(),
  type: z.enum(['story', 'feature', 'release', 'recap', 'preview']),
  url: z.string(),
  image: z.nullable(ImageSchema),
  alternate_image: z.nullable(ImageSchema),
  links: z._default(z.array(z.object({ title: z.string(), url: z.string() })), []),
  video: z.nullable(z.object({ archive: z.nullable(z.string()), youtube: z.nullable(z.string()) })),
  writer: z.nullable(
    z.object({
      name: z.string(),
      bio: z.nullable(z.string()),
      image: z.nullable(z.string()),
      twitter: z.nullable(z.string()),
      // spec 3: the writer's social handles (X above, these beside it).
      instagram: z._default(z.nullable(z.string()), null),
      linkedin: z._default(z.nullable(z.string()), null),
    }),
  ),
  sport_id: z.nullable(z.number()),
  games: z._default(z.array(z.number()), []),
  gallery_id: z.nullable(z.number()),
  content_template: z.nullable(z.string()),
  content: z.string(),
  published: z._default(z.boolean(), true),
  /** spec 3 Tag ids. */
  tags: z._default(z.array(z.number()), []),
});
export type Story = z.infer<typeof StorySchema>;
