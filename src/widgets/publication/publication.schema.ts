import * as z from 'zod/mini';
import { PublicationCardSchema } from '../shared/publication-card.schema.ts';
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

export const widget = defineWidget({
  name: 'publication',
  label: 'Publication',
  description: 'One publication (the one in the address).',
  props: PublicationPropsSchema,
  data: PublicationDataSchema,
});
