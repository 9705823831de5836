import * as z from 'zod/mini';
import type { StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { CoachCardSchema, coachCardOf } from '../shared/coaches.ts';
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

/** The sport's coaches, head coach first, and on the staff page its support staff too (`staff` in stored order). */
export function coachListData(input: {
  sport: Sport;
  season: string | null;
  staff: readonly StaffMember[];
  variant: CoachListProps['variant'];
}): CoachListData {
  const { sport, staff } = input;
  const coaches = staff.filter((m) => m.kind === 'coach').toSorted((a, b) => Number(b.is_head_coach) - Number(a.is_head_coach));
  return {
    sport: { title: sport.title, slug: sport.global_sport_name_slug },
    season: input.season,
    coaches: coaches.map((m) => coachCardOf(m, sport)),
    support: input.variant === 'staff' ? staff.filter((m) => m.kind === 'support').map((m) => coachCardOf(m, sport)) : [],
    recordsUrl: `/sports/${sport.global_sport_name_slug}/coaches/year`,
  };
}

/** The season the staff are kept for: the first season named on the sport's staff. */
export const staffSeasonOf = (staff: readonly StaffMember[]): string | null => staff.find((m) => m.season)?.season ?? null;

export const widget = defineWidget({
  name: 'coach-list',
  label: 'Coaches (or sport staff)',
  description: "The current sport's coaches (or its support staff).",
  props: CoachListPropsSchema,
  data: CoachListDataSchema,
  subject: true,
});
