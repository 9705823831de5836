import * as z from 'zod/mini';
import type { Publication } from '#schemas/entities/publication.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { publicationCardOf, PublicationCardSchema } from '../shared/publication-card.schema.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const PublicationPropsSchema = z.object({});
export type PublicationProps = z.infer<typeof PublicationPropsSchema>;

/** One publication: its card, what it holds, and its neighbours of the same kind and sport. */
export const PublicationDataSchema = z.object({
  publication: PublicationCardSchema,
  description: z.string(),
  related: z.array(PublicationCardSchema),
});
export type PublicationData = z.infer<typeof PublicationDataSchema>;

/** One publication and up to four others of its kind and sport, from every publication (newest first). */
export function publicationData({
  publication,
  all,
  sports,
}: {
  publication: Publication;
  all: readonly Publication[];
  sports: readonly Sport[];
}): PublicationData {
  const related = all
    .filter((p) => p.id !== publication.id && p.kind === publication.kind && p.sport_id === publication.sport_id)
    .slice(0, 4);
  return {
    publication: publicationCardOf(publication, sports),
    description: publication.description,
    related: related.map((p) => publicationCardOf(p, sports)),
  };
}

export const widget = defineWidget({
  name: 'publication',
  label: 'Publication',
  description: 'One publication (the one in the address).',
  props: PublicationPropsSchema,
  data: PublicationDataSchema,
});
