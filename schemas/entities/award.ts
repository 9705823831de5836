import * as z from 'zod/mini';

/** An award's kind: the filters and the list group by it (our categories; spec 1 names awards only). */
export const AWARD_CATEGORIES = ['conference', 'national', 'academic', 'department'] as const;
export const AwardCategorySchema = z.enum(AWARD_CATEGORIES);
export const AWARD_CATEGORY_LABELS: Record<z.infer<typeof AwardCategorySchema>, string> = {
  conference: 'Conference',
  national: 'National',
  academic: 'Academic',
  department: 'Department',
};

/** An academic year, July to June, as the archives write it: "2025-26". */
export const ACADEMIC_YEAR = /^\d{4}-\d{2}$/;

/** spec 1 awards: one honor given to one player or coach in one season. */
export const AwardSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: AwardCategorySchema,
  /** The sport's own season title ("2025" for fall and spring sports, "2025-26" for winter ones). */
  season: z.string(),
  academic_year: z.string().check(z.regex(ACADEMIC_YEAR)),
  /** null: a department-wide award not tied to one sport. */
  sport_id: z.nullable(z.number()),
  recipient: z.string(),
  /** The roster entry of that season, when the recipient is a player the store has. */
  player_id: z._default(z.nullable(z.number()), null),
  /** The staff member, when the recipient is a coach the store has. */
  staff_id: z._default(z.nullable(z.number()), null),
  published: z._default(z.boolean(), true),
});
export type Award = z.infer<typeof AwardSchema>;

export const ALL_AMERICAN_TEAMS = ['First Team', 'Second Team', 'Third Team', 'Honorable Mention'] as const;

/** spec 1 awards: an All-America selection by one selector (AP, USTFCCCA, CSCAA, AVCA…). */
export const AllAmericanSchema = z.object({
  id: z.number(),
  name: z.string(),
  sport_id: z.number(),
  season: z.string(),
  academic_year: z.string().check(z.regex(ACADEMIC_YEAR)),
  team: z.enum(ALL_AMERICAN_TEAMS),
  selector: z.string(),
  /** Position or event ("Quarterback", "200 IM"); null where the sport has neither. */
  position: z.nullable(z.string()),
  player_id: z._default(z.nullable(z.number()), null),
  published: z._default(z.boolean(), true),
});
export type AllAmerican = z.infer<typeof AllAmericanSchema>;
