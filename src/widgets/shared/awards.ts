// Awards and All-Americans as honor rows, and the pure mappers from the stored entries (STYLE 14): the awards list,
// an honor's bio, their resolvers and fixtures share them.
import * as z from 'zod/mini';
import { AWARD_CATEGORY_LABELS, type AllAmerican, type Award } from '#schemas/entities/award.ts';
import type { Sport } from '#schemas/entities/sport.ts';

/**
 * Awards and All-Americans (spec 2.1) are one pair of widgets with a `kind` prop: both are honors of a person in a
 * season, filtered by sport and year, grouped by year, with a bio page; only their labels and facts differ.
 */
export const HONOR_KINDS = ['awards', 'all-americans'] as const;
export const HonorKindSchema = z.enum(HONOR_KINDS);
export type HonorKind = z.infer<typeof HonorKindSchema>;

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

type SportInfo = { title: string; global_sport_name_slug: string };
const sportTitle = (sports: ReadonlyMap<number, SportInfo>, id: number | null) =>
  id === null ? 'Athletics' : (sports.get(id)?.title ?? 'Athletics');

/** An award as a list row. Pure: the resolver and the fixtures share it. */
export function awardRow(a: Award, sports: ReadonlyMap<number, SportInfo>): HonorRow {
  return {
    id: a.id,
    url: `/awards/${a.id}`,
    honor: a.title,
    recipient: a.recipient,
    sportTitle: sportTitle(sports, a.sport_id),
    detail: AWARD_CATEGORY_LABELS[a.category],
    year: a.academic_year,
  };
}

/** "AP First Team All-American". */
export const allAmericanHonor = (a: Pick<AllAmerican, 'selector' | 'team'>) => `${a.selector} ${a.team} All-American`;

export function allAmericanRow(a: AllAmerican, sports: ReadonlyMap<number, SportInfo>): HonorRow {
  return {
    id: a.id,
    url: `/all-americans/${a.id}`,
    honor: allAmericanHonor(a),
    recipient: a.name,
    sportTitle: sportTitle(sports, a.sport_id),
    detail: a.position,
    year: a.academic_year,
  };
}

/** Newest year first; within a year by honor, then name (rows arrive in any order). */
export function sortHonors(rows: readonly HonorRow[]): HonorRow[] {
  return rows.toSorted(
    (a, b) => b.year.localeCompare(a.year) || a.honor.localeCompare(b.honor) || a.recipient.localeCompare(b.recipient) || a.id - b.id,
  );
}

export type Honor = { row: HonorRow; sportId: number | null };
export type SportLike = Pick<Sport, 'id' | 'title' | 'global_sport_name_slug' | 'non_sport'>;

/** Stored entries of one kind as list rows with their sport, newest year first. */
export function honorsOf(kind: HonorKind, entries: readonly (Award | AllAmerican)[], sports: readonly SportLike[]): Honor[] {
  const byId = new Map(sports.map((s) => [s.id, s]));
  const honors = entries.map((e) => ({
    row: kind === 'awards' ? awardRow(e as Award, byId) : allAmericanRow(e as AllAmerican, byId),
    sportId: e.sport_id,
  }));
  const order = new Map(sortHonors(honors.map((h) => h.row)).map((row, i) => [row, i]));
  return honors.toSorted((a, b) => order.get(a.row)! - order.get(b.row)!);
}
