import * as z from 'zod/mini';
import type { CoachingSeason } from '#schemas/entities/coaching-record.ts';
import type { StaffMember } from '#schemas/entities/roster.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { CoachCardSchema, SeasonRowSchema, coachCardOf, seasonRowsOf } from '../shared/coaches.ts';
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

/**
 * A coach's or support staff member's bio (`bioHtml` sanitized by the caller); a head coach's page lists their
 * seasons of the program's record (`program`, oldest first), newest first.
 */
export function coachBioData(input: {
  member: StaffMember;
  sport: Sport;
  bioHtml: string | null;
  program: readonly CoachingSeason[];
  staff: readonly StaffMember[];
}): CoachBioData {
  const { member, sport } = input;
  const name = `${member.first_name} ${member.last_name}`;
  const record = member.is_head_coach ? seasonRowsOf(input.program, sport, input.staff).filter((r) => r.coach === name) : [];
  return {
    person: coachCardOf(member, sport),
    sport: { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` },
    bio: input.bioHtml,
    record: record.toReversed(),
    staffUrl: `/sports/${sport.global_sport_name_slug}/coaches`,
  };
}

export const widget = defineWidget({
  name: 'coach-bio',
  label: 'Coach or support staff bio',
  description: 'One coach or support staff member (the one in the address).',
  props: CoachBioPropsSchema,
  data: CoachBioDataSchema,
});
