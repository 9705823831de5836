import * as z from 'zod/mini';
import { PublicationCardSchema } from '../shared/publication-card.schema.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const PublicationsPropsSchema = z.object({
  /** Show only this kind (an editor's "Game Programs" page); visitors can still filter by sport and season. */
  kind: z.optional(z.enum(['media-guide', 'program', 'record-book', 'yearbook'])),
});
export type PublicationsProps = z.infer<typeof PublicationsPropsSchema>;

const OptionSchema = z.object({ value: z.string(), label: z.string() });

/** The list: filter choices (GET form, works without JavaScript), what is chosen, and the cards by season. */
export const PublicationsDataSchema = z.object({
  options: z.object({ sport: z.array(OptionSchema), season: z.array(OptionSchema), kind: z.array(OptionSchema) }),
  selected: z.object({ sport: z.string(), season: z.string(), kind: z.string() }),
  groups: z.array(z.object({ season: z.string(), items: z.array(PublicationCardSchema) })),
  total: z.number(),
});
export type PublicationsData = z.infer<typeof PublicationsDataSchema>;

export const widget = defineWidget({
  name: 'publications',
  label: 'Publications (list)',
  description: 'Media guides, programs and record books, by sport and season.',
  props: PublicationsPropsSchema,
  data: PublicationsDataSchema,
});
