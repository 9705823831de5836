// Facility addresses and sport links (spec 2.1, spec 3 Facility): the facilities list and a facility's page share them.
import * as z from 'zod/mini';
import type { Facility } from '#schemas/entities/facility.ts';
import type { Sport } from '#schemas/entities/sport.ts';

/** spec 2.1 list page. */
export const FACILITIES_URL = '/facilities';

export const SportLinkSchema = z.object({ id: z.number(), title: z.string(), url: z.string() });

/** spec 2.1: /facilities/{facilityName}/{facilityId}. */
export const facilityUrl = (f: Pick<Facility, 'slug' | 'id'>) => `${FACILITIES_URL}/${f.slug}/${f.id}`;

/** The sports that use a facility, in the facility's order; unknown ids are skipped. */
export function sportLinksOf(f: Pick<Facility, 'sports'>, sports: readonly Sport[]): Sport[] {
  return f.sports.map((id) => sports.find((s) => s.id === id && !s.non_sport)).filter((s) => s !== undefined);
}

export const sportLink = (s: Sport) => ({ id: s.id, title: s.title, url: `/sports/${s.global_sport_name_slug}` });
