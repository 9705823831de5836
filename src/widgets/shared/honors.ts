// An honoree as a card and the honors addresses (spec 2.1): the honors lists and an honoree's bio share them.
import * as z from 'zod/mini';
import type { Inductee } from '#schemas/entities/honor.ts';
import type { Sport } from '#schemas/entities/sport.ts';

export const InducteeCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  image: z.nullable(z.object({ url: z.string(), alt: z.string() })),
  sports: z.array(z.object({ title: z.string(), url: z.string() })),
  years: z.string(),
  role: z.string(),
  induction_year: z.number(),
});
export type InducteeCard = z.infer<typeof InducteeCardSchema>;

export const honorsListUrl = (slug: string, grouping?: string | number) => `/honors/${slug}${grouping === undefined ? '' : `/${grouping}`}`;
export const inducteeUrl = (x: Pick<Inductee, 'list' | 'slug' | 'id'>) => `/honors/${x.list}/${x.slug}/${x.id}`;

export function inducteeCardOf(x: Inductee, sports: readonly Sport[]): InducteeCard {
  return {
    id: x.id,
    name: `${x.first_name} ${x.last_name}`,
    url: inducteeUrl(x),
    image: x.image,
    sports: x.sport_ids.flatMap((id) => {
      const s = sports.find((sport) => sport.id === id);
      return s ? [{ title: s.title, url: `/sports/${s.global_sport_name_slug}` }] : [];
    }),
    years: x.years,
    role: x.role,
    induction_year: x.induction_year,
  };
}

/**
 * A class in name order: by last name, namesakes the later entry first (the order the pages have always shown),
 * so the order never depends on how rows are stored.
 */
export const byInducteeName = (a: Inductee, b: Inductee): number => a.last_name.localeCompare(b.last_name) || b.id - a.id;
