import * as z from 'zod/mini';
import { HonorKindSchema, HonorRowSchema, type Honor, type HonorKind, type HonorRow, type SportLike } from '../shared/awards.ts';
import { defineWidget } from '#registry/define-widget.ts';

/** Rows a page: a table is quick to scan, and twenty years of awards still fit in a few pages (our choice). */
export const AWARDS_PAGE_SIZE = 50;

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

/**
 * The list page for the query { sport, year, page }: values that name no sport or year with honors mean "all", a
 * page number past the end is the last page, so bad input still gives a normal page.
 */
export function awardsListOf(
  kind: HonorKind,
  all: readonly Honor[],
  sports: readonly SportLike[],
  query: Readonly<Record<string, string>>,
  action: string,
): AwardsListData {
  const withHonors = new Set(all.map((h) => h.sportId));
  const options = sports.filter((s) => !s.non_sport && withHonors.has(s.id)).toSorted((a, b) => a.title.localeCompare(b.title));
  const years = [...new Set(all.map((h) => h.row.year))];
  const sport = options.find((s) => s.global_sport_name_slug === query.sport) ?? null;
  const year = years.includes(query.year ?? '') ? (query.year ?? '') : '';
  const chosen = all.filter((h) => (!sport || h.sportId === sport.id) && (!year || h.row.year === year)).map((h) => h.row);
  const pages = Math.max(1, Math.ceil(chosen.length / AWARDS_PAGE_SIZE));
  const pageNumber = /^\d{1,4}$/.test(query.page ?? '') ? Math.min(pages, Math.max(1, Number(query.page))) : 1;
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (sport) params.set('sport', sport.global_sport_name_slug);
    if (year) params.set('year', year);
    if (n > 1) params.set('page', String(n));
    return params.size > 0 ? `${action}?${params}` : action;
  };
  return {
    kind,
    action,
    options: {
      sport: options.map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
      year: years.map((y) => ({ value: y, label: y })),
    },
    selected: { sport: sport?.global_sport_name_slug ?? '', year },
    groups: groupByYear(chosen.slice((pageNumber - 1) * AWARDS_PAGE_SIZE, pageNumber * AWARDS_PAGE_SIZE)),
    total: chosen.length,
    page: {
      index: pageNumber - 1,
      pages,
      prevHref: pageNumber > 1 ? href(pageNumber - 1) : null,
      nextHref: pageNumber < pages ? href(pageNumber + 1) : null,
    },
  };
}

export const widget = defineWidget({
  name: 'awards-list',
  label: 'Awards or All-Americans (list)',
  description: 'Awards or All-Americans, by sport and year.',
  props: AwardsListPropsSchema,
  data: AwardsListDataSchema,
});
