import * as z from 'zod/mini';
import { CoachCardSchema } from '../shared/coaches.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const CoachListPropsSchema = z.object({
  /** coaches: the coach list; staff: the sport staff page (coaches and support staff). */
  variant: z._default(z.enum(['coaches', 'staff']), 'coaches'),
});
export type CoachListProps = z.infer<typeof CoachListPropsSchema>;
export const CoachListDataSchema = z.object({
  sport: z.object({ title: z.string(), slug: z.string() }),
  season: z.nullable(z.string()),
  coaches: z.array(CoachCardSchema),
  support: z.array(CoachCardSchema),
  recordsUrl: z.string(),
});
export type CoachListData = z.infer<typeof CoachListDataSchema>;

export const widget = defineWidget({
  name: 'coach-list',
  label: 'Coaches (or sport staff)',
  description: "The current sport's coaches (or its support staff).",
  props: CoachListPropsSchema,
  data: CoachListDataSchema,
  subject: true,
});
