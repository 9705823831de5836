// The demo school's publications as a visitor's list reads them (publication fixtures build their data from these).
import type { Publication } from '#schemas/entities/publication.ts';
import { school } from './school.fixtures.ts';

/** Published ones, newest first (by date, then id), as the store lists them. */
export const publishedPublications: Publication[] = school.publications
  .filter((p) => p.published)
  .toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
