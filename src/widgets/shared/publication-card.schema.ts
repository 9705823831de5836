// A publication as a card: the publications list and a publication's own page (its related ones) show them alike.
import * as z from 'zod/mini';
import { PUBLICATION_KIND_LABELS, type Publication } from '#schemas/entities/publication.ts';
import type { Sport } from '#schemas/entities/sport.ts';

const CoverSchema = z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() });

export const PublicationCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  kindLabel: z.string(),
  sportTitle: z.nullable(z.string()),
  season: z.string(),
  date: z.string(),
  pages: z.number(),
  cover: CoverSchema,
  href: z.string(),
  fileHref: z.string(),
});
export type PublicationCard = z.infer<typeof PublicationCardSchema>;

/** A stored publication as a card (pure: the resolver, fixtures and tests share it). */
export function publicationCardOf(p: Publication, sports: readonly Sport[]): PublicationCard {
  return {
    slug: p.slug,
    title: p.title,
    kindLabel: PUBLICATION_KIND_LABELS[p.kind],
    sportTitle: sports.find((s) => s.id === p.sport_id)?.title ?? null,
    season: p.season,
    date: p.date,
    pages: p.pages,
    cover: p.cover,
    href: `/publications/${p.slug}`,
    fileHref: p.file,
  };
}
