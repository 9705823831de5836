import * as z from 'zod/mini';
import { FacilityImageSchema, type Facility } from '#schemas/entities/facility.ts';
import type { Sport } from '#schemas/entities/sport.ts';
import { SportLinkSchema, facilityUrl, sportLink, sportLinksOf } from '../shared/facilities.ts';
import { defineWidget } from '#registry/define-widget.ts';

const FacilityCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  teaser: z.string(),
  featured: z.boolean(),
  location: z.string(),
  image: z.nullable(FacilityImageSchema),
  sports: z.array(SportLinkSchema),
});
export type FacilityCard = z.infer<typeof FacilityCardSchema>;

export const FacilitiesListPropsSchema = z.object({});
export type FacilitiesListProps = z.infer<typeof FacilitiesListPropsSchema>;
export const FacilitiesListDataSchema = z.object({ facilities: z.array(FacilityCardSchema) });
export type FacilitiesListData = z.infer<typeof FacilitiesListDataSchema>;

/** The list order: featured first, then by title. */
export const byFeaturedThenTitle = (a: Pick<Facility, 'featured' | 'title'>, b: Pick<Facility, 'featured' | 'title'>) =>
  Number(b.featured) - Number(a.featured) || a.title.localeCompare(b.title);

export function facilityCardOf(f: Facility, sports: readonly Sport[]): FacilityCard {
  return {
    id: f.id,
    title: f.title,
    url: facilityUrl(f),
    teaser: f.teaser,
    featured: f.featured,
    location: f.location,
    image: f.images[0] ?? null,
    sports: sportLinksOf(f, sports).map(sportLink),
  };
}

/** The facilities list: featured first, then by title. */
export function facilitiesListData(facilities: readonly Facility[], sports: readonly Sport[]): FacilitiesListData {
  return { facilities: facilities.toSorted(byFeaturedThenTitle).map((f) => facilityCardOf(f, sports)) };
}

export const widget = defineWidget({
  name: 'facilities-list',
  label: 'Facilities',
  description: "The department's facilities.",
  props: FacilitiesListPropsSchema,
  data: FacilitiesListDataSchema,
});
