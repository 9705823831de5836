// Facility fixtures shared by the facilities-list and facility widgets (built like the resolvers, from the school).
import type { Facility } from '#schemas/entities/facility.ts';
import { school } from './school.fixtures.ts';

export const publishedFacilities = school.facilities.filter((f) => f.published);

export function facilityNamed(title: string): Facility {
  const found = school.facilities.find((f) => f.title === title);
  if (!found) throw new Error(`Fixture landmark missing: facility ${title}`);
  return found;
}
