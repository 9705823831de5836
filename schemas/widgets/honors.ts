import * as z from 'zod/mini';
import type { HonorList, Inductee } from '../entities/honor.ts';
import type { Sport } from '../entities/sport.ts';

const CardSchema = z.object({
  id: z.number(), name: z.string(), url: z.string(), image: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  sports: z.array(z.object({ title: z.string(), url: z.string() })), years: z.string(), role: z.string(), induction_year: z.number(),
});
export type InducteeCard = z.infer<typeof CardSchema>;

export const HofListPropsSchema = z.object({});
export type HofListProps = z.infer<typeof HofListPropsSchema>;
export const HofListDataSchema = z.object({
  /** Every honors list (`/honors`); empty on a list's own page. */
  lists: z.array(z.object({ slug: z.string(), title: z.string(), description: z.string(), count: z.number(), url: z.string() })),
  list: z.nullable(z.object({
    slug: z.string(), title: z.string(), description: z.string(), url: z.string(),
    /** What the page is narrowed to: a class year or a sport (the `grouping` segment). */
    grouping: z.nullable(z.object({ kind: z.enum(['class', 'sport']), label: z.string() })),
    classes: z.array(z.object({ year: z.number(), inductees: z.array(CardSchema) })),
    total: z.number(),
    byClass: z.array(z.object({ label: z.string(), url: z.string() })),
    bySport: z.array(z.object({ label: z.string(), url: z.string() })),
  })),
});
export type HofListData = z.infer<typeof HofListDataSchema>;

export const HofBioPropsSchema = z.object({});
export type HofBioProps = z.infer<typeof HofBioPropsSchema>;
export const HofBioDataSchema = z.object({
  person: CardSchema,
  bio: z.string(),
  list: z.object({ title: z.string(), url: z.string() }),
  classUrl: z.string(),
  previous: z.nullable(z.object({ name: z.string(), url: z.string() })),
  next: z.nullable(z.object({ name: z.string(), url: z.string() })),
  draft: z.boolean(),
});
export type HofBioData = z.infer<typeof HofBioDataSchema>;

export const honorsListUrl = (slug: string, grouping?: string | number) => `/honors/${slug}${grouping === undefined ? '' : `/${grouping}`}`;
export const inducteeUrl = (x: Pick<Inductee, 'list' | 'slug' | 'id'>) => `/honors/${x.list}/${x.slug}/${x.id}`;

export function inducteeCardOf(x: Inductee, sports: readonly Sport[]): InducteeCard {
  return {
    id: x.id, name: `${x.first_name} ${x.last_name}`, url: inducteeUrl(x), image: x.image,
    sports: x.sport_ids.flatMap((id) => {
      const s = sports.find((sport) => sport.id === id);
      return s ? [{ title: s.title, url: `/sports/${s.global_sport_name_slug}` }] : [];
    }),
    years: x.years, role: x.role, induction_year: x.induction_year,
  };
}

/** A list's page: its inductees by class, newest class first, narrowed to a class year or a sport. */
export function honorsListOf(list: HonorList, all: readonly Inductee[], sports: readonly Sport[], grouping: { kind: 'class'; year: number } | { kind: 'sport'; sport: Sport } | null): NonNullable<HofListData['list']> {
  const members = all.filter((x) => x.list === list.slug);
  const chosen = members.filter((x) => !grouping || (grouping.kind === 'class' ? x.induction_year === grouping.year : x.sport_ids.includes(grouping.sport.id)));
  const years = [...new Set(chosen.map((x) => x.induction_year))].toSorted((a, b) => b - a);
  const sportIds = new Set(members.flatMap((x) => x.sport_ids));
  return {
    slug: list.slug, title: list.title, description: list.description, url: honorsListUrl(list.slug),
    grouping: grouping ? { kind: grouping.kind, label: grouping.kind === 'class' ? `Class of ${grouping.year}` : grouping.sport.title } : null,
    classes: years.map((year) => ({ year, inductees: chosen.filter((x) => x.induction_year === year).toSorted((a, b) => a.last_name.localeCompare(b.last_name)).map((x) => inducteeCardOf(x, sports)) })),
    total: chosen.length,
    byClass: [...new Set(members.map((x) => x.induction_year))].toSorted((a, b) => b - a).map((y) => ({ label: String(y), url: honorsListUrl(list.slug, y) })),
    bySport: sports.filter((s) => sportIds.has(s.id)).map((s) => ({ label: s.title, url: honorsListUrl(list.slug, s.global_sport_name_slug) })),
  };
}
