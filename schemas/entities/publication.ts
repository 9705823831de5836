import * as z from 'zod/mini';

/** Publication kinds (spec 2.1 publications: media guides, programs, yearbooks, record books). */
export const PUBLICATION_KINDS = ['media-guide', 'program', 'record-book', 'yearbook'] as const;
export const PUBLICATION_KIND_LABELS: Record<(typeof PUBLICATION_KINDS)[number], string> = {
  'media-guide': 'Media Guide',
  program: 'Game Program',
  'record-book': 'Record Book',
  yearbook: 'Yearbook',
};

export const PublicationSchema = z.object({
  id: z.number(),
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  title: z.string(),
  kind: z.enum(PUBLICATION_KINDS),
  sport_id: z.nullable(z.number()),
  season: z.string(),
  date: z.string(),
  description: z.string(),
  cover: z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() }),
  /** The PDF in the file store (a /documents/… path). */
  file: z.string().check(z.regex(/^\/documents\//)),
  pages: z.number(),
  published: z._default(z.boolean(), true),
});
export type Publication = z.infer<typeof PublicationSchema>;
