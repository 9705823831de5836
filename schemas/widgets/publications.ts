import * as z from 'zod/mini';
import { PUBLICATION_KIND_LABELS, type Publication } from '../entities/publication.ts';
import type { Sport } from '../entities/sport.ts';

export const PublicationsPropsSchema = z.object({
  /** Show only this kind (an editor's "Game Programs" page); visitors can still filter by sport and season. */
  kind: z.optional(z.enum(['media-guide', 'program', 'record-book', 'yearbook'])),
});
export type PublicationsProps = z.infer<typeof PublicationsPropsSchema>;

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

const OptionSchema = z.object({ value: z.string(), label: z.string() });

/** The list: filter choices (GET form, works without JavaScript), what is chosen, and the cards by season. */
export const PublicationsDataSchema = z.object({
  options: z.object({ sport: z.array(OptionSchema), season: z.array(OptionSchema), kind: z.array(OptionSchema) }),
  selected: z.object({ sport: z.string(), season: z.string(), kind: z.string() }),
  groups: z.array(z.object({ season: z.string(), items: z.array(PublicationCardSchema) })),
  total: z.number(),
});
export type PublicationsData = z.infer<typeof PublicationsDataSchema>;

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
