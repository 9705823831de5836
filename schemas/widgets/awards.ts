import * as z from 'zod/mini';
import { AWARD_CATEGORY_LABELS, type AllAmerican, type Award } from '../entities/award.ts';

/**
 * Awards and All-Americans (spec 2.1) are one pair of widgets with a `kind` prop: both are honors of a person in a
 * season, filtered by sport and year, grouped by year, with a bio page; only their labels and facts differ.
 */
export const HONOR_KINDS = ['awards', 'all-americans'] as const;
export const HonorKindSchema = z.enum(HONOR_KINDS);
export type HonorKind = z.infer<typeof HonorKindSchema>;

/** Rows a page: a table is quick to scan, and twenty years of awards still fit in a few pages (our choice). */
export const AWARDS_PAGE_SIZE = 50;

export const HONOR_LABELS: Record<HonorKind, { one: string; many: string; honor: string; detail: string; base: string }> = {
  awards: { one: 'award', many: 'awards', honor: 'Award', detail: 'Category', base: '/awards' },
  'all-americans': { one: 'All-American', many: 'All-Americans', honor: 'Honor', detail: 'Position or event', base: '/all-americans' },
};

export const HonorRowSchema = z.object({
  id: z.number(),
  url: z.string(),
  honor: z.string(),
  recipient: z.string(),
  sportTitle: z.string(),
  /** The category of an award; the position or event of an All-American. */
  detail: z.nullable(z.string()),
  year: z.string(),
});
export type HonorRow = z.infer<typeof HonorRowSchema>;

const OptionSchema = z.object({ value: z.string(), label: z.string() });

export const AwardsListPropsSchema = z.object({ kind: z._default(HonorKindSchema, 'awards') });
export type AwardsListProps = z.infer<typeof AwardsListPropsSchema>;
export const AwardsListDataSchema = z.object({
  kind: HonorKindSchema,
  action: z.string(),
  options: z.object({ sport: z.array(OptionSchema), year: z.array(OptionSchema) }),
  selected: z.object({ sport: z.string(), year: z.string() }),
  /** This page's rows by academic year, newest first. */
  groups: z.array(z.object({ year: z.string(), rows: z.array(HonorRowSchema) })),
  total: z.number(),
  page: z.object({ index: z.number(), pages: z.number(), prevHref: z.nullable(z.string()), nextHref: z.nullable(z.string()) }),
});
export type AwardsListData = z.infer<typeof AwardsListDataSchema>;

export const AwardBioPropsSchema = z.object({ kind: z._default(HonorKindSchema, 'awards') });
export type AwardBioProps = z.infer<typeof AwardBioPropsSchema>;
export const AwardBioDataSchema = z.object({
  kind: HonorKindSchema,
  recipient: z.string(),
  honor: z.string(),
  /** Labelled facts: year, season, category or selector, team, position. */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  sport: z.nullable(z.object({ title: z.string(), url: z.string() })),
  /** The recipient's roster bio or coach bio, when the store has that person. */
  person: z.nullable(z.object({ kind: z.enum(['player', 'coach']), url: z.string() })),
  /** The same person's other awards and All-America honors, newest first. */
  others: z.array(HonorRowSchema),
  listUrl: z.string(),
});
export type AwardBioData = z.infer<typeof AwardBioDataSchema>;

type SportInfo = { title: string; global_sport_name_slug: string };
const sportTitle = (sports: ReadonlyMap<number, SportInfo>, id: number | null) => (id === null ? 'Athletics' : (sports.get(id)?.title ?? 'Athletics'));

/** An award as a list row. Pure: the resolver and the fixtures share it. */
export function awardRow(a: Award, sports: ReadonlyMap<number, SportInfo>): HonorRow {
  return { id: a.id, url: `/awards/${a.id}`, honor: a.title, recipient: a.recipient, sportTitle: sportTitle(sports, a.sport_id), detail: AWARD_CATEGORY_LABELS[a.category], year: a.academic_year };
}

/** "AP First Team All-American". */
export const allAmericanHonor = (a: Pick<AllAmerican, 'selector' | 'team'>) => `${a.selector} ${a.team} All-American`;

export function allAmericanRow(a: AllAmerican, sports: ReadonlyMap<number, SportInfo>): HonorRow {
  return { id: a.id, url: `/all-americans/${a.id}`, honor: allAmericanHonor(a), recipient: a.name, sportTitle: sportTitle(sports, a.sport_id), detail: a.position, year: a.academic_year };
}

/** Newest year first; within a year by honor, then name (rows arrive in any order). */
export function sortHonors(rows: readonly HonorRow[]): HonorRow[] {
  return rows.toSorted((a, b) => b.year.localeCompare(a.year) || a.honor.localeCompare(b.honor) || a.recipient.localeCompare(b.recipient) || a.id - b.id);
}

/** Consecutive rows of one year as one group (rows already sorted newest first). */
export function groupByYear(rows: readonly HonorRow[]): AwardsListData['groups'] {
  const groups: AwardsListData['groups'] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.year === row.year) last.rows.push(row);
    else groups.push({ year: row.year, rows: [row] });
  }
  return groups;
}
