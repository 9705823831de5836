import * as z from 'zod/mini';
import { CoachCardSchema, SeasonRowSchema } from '../shared/coaches.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const CoachBioPropsSchema = z.object({});
export type CoachBioProps = z.infer<typeof CoachBioPropsSchema>;
export const CoachBioDataSchema = z.object({
  person: CoachCardSchema,
  sport: z.object({ title: z.string(), url: z.string() }),
  /** Sanitized store HTML. */
  bio: z.nullable(z.string()),
  /** A head coach's seasons at the school (spec 3 coaching records), newest first. */
  record: z.array(SeasonRowSchema),
  staffUrl: z.string(),
});
export type CoachBioData = z.infer<typeof CoachBioDataSchema>;

export const widget = defineWidget({
  name: 'coach-bio',
  label: 'Coach or support staff bio',
  description: 'One coach or support staff member (the one in the address).',
  props: CoachBioPropsSchema,
  data: CoachBioDataSchema,
});
