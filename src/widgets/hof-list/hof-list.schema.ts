import * as z from 'zod/mini';
import type { HonorList, Inductee } from '#schemas/entities/honor.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { InducteeCardSchema, byInducteeName, honorsListUrl, inducteeCardOf } from '../shared/honors.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const HofListPropsSchema = z.object({});
export type HofListProps = z.infer<typeof HofListPropsSchema>;
export const HofListDataSchema = z.object({
  /** Every honors list (`/honors`); empty on a list's own page. */
  lists: z.array(z.object({ slug: z.string(), title: z.string(), description: z.string(), count: z.number(), url: z.string() })),
  list: z.nullable(
    z.object({
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      url: z.string(),
      /** What the page is narrowed to: a class year or a sport (the `grouping` segment). */
      grouping: z.nullable(z.object({ kind: z.enum(['class', 'sport']), label: z.string() })),
      classes: z.array(z.object({ year: z.number(), inductees: z.array(InducteeCardSchema) })),
      total: z.number(),
      byClass: z.array(z.object({ label: z.string(), url: z.string() })),
      bySport: z.array(z.object({ label: z.string(), url: z.string() })),
    }),
  ),
});
export type HofListData = z.infer<typeof HofListDataSchema>;

/** A list's page: its inductees by class, newest class first, narrowed to a class year or a sport. */
export function honorsListOf(
  list: HonorList,
  all: readonly Inductee[],
  sports: readonly Sport[],
  grouping: { kind: 'class'; year: number } | { kind: 'sport'; sport: Sport } | null,
): NonNullable<HofListData['list']> {
  const members = all.filter((x) => x.list === list.slug);
  const chosen = members.filter(
    (x) => !grouping || (grouping.kind === 'class' ? x.induction_year === grouping.year : x.sport_ids.includes(grouping.sport.id)),
  );
  const years = [...new Set(chosen.map((x) => x.induction_year))].toSorted((a, b) => b - a);
  const sportIds = new Set(members.flatMap((x) => x.sport_ids));
  return {
    slug: list.slug,
    title: list.title,
    description: list.description,
    url: honorsListUrl(list.slug),
    grouping: grouping
      ? { kind: grouping.kind, label: grouping.kind === 'class' ? `Class of ${grouping.year}` : grouping.sport.title }
      : null,
    classes: years.map((year) => ({
      year,
      inductees: chosen
        .filter((x) => x.induction_year === year)
        .toSorted(byInducteeName)
        .map((x) => inducteeCardOf(x, sports)),
    })),
    total: chosen.length,
    byClass: [...new Set(members.map((x) => x.induction_year))]
      .toSorted((a, b) => b - a)
      .map((y) => ({ label: String(y), url: honorsListUrl(list.slug, y) })),
    bySport: sports
      .filter((s) => sportIds.has(s.id))
      .map((s) => ({ label: s.title, url: honorsListUrl(list.slug, s.global_sport_name_slug) })),
  };
}

/** `/honors`: every honors list with its number of inductees. */
export function honorsListsOf(lists: readonly HonorList[], inductees: readonly Inductee[]): HofListData['lists'] {
  return lists.map((l) => ({ ...l, count: inductees.filter((x) => x.list === l.slug).length, url: honorsListUrl(l.slug) }));
}

export const widget = defineWidget({
  name: 'hof-list',
  label: 'Honors lists (hall of fame…) by class or sport',
  description: 'Honors lists (hall of fame and others) by class or sport.',
  props: HofListPropsSchema,
  data: HofListDataSchema,
});
