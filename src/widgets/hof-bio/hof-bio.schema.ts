import * as z from 'zod/mini';
import { InducteeCardSchema } from '../shared/honors.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const HofBioPropsSchema = z.object({});
export type HofBioProps = z.infer<typeof HofBioPropsSchema>;
export const HofBioDataSchema = z.object({
  person: InducteeCardSchema,
  bio: z.string(),
  list: z.object({ title: z.string(), url: z.string() }),
  classUrl: z.string(),
  previous: z.nullable(z.object({ name: z.string(), url: z.string() })),
  next: z.nullable(z.object({ name: z.string(), url: z.string() })),
  draft: z.boolean(),
});
export type HofBioData = z.infer<typeof HofBioDataSchema>;

export const widget = defineWidget({
  name: 'hof-bio',
  label: 'Honors inductee bio',
  description: 'One honoree (the one in the address).',
  props: HofBioPropsSchema,
  data: HofBioDataSchema,
});
