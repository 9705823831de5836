// The demo school's tagged documents as the store lists them (tag fixtures build their data from these).
import { school } from './school.fixtures.ts';
import type { TaggedRow } from './tags.ts';

const newestFirst =
  <T extends { id: number }>(date: (x: T) => string) =>
  (a: T, b: T) =>
    date(b).localeCompare(date(a)) || b.id - a.id;

/** Every tag of every published story and player: stories by date, newest first, then players (they have no date). */
export const taggedRows: TaggedRow[] = [
  ...school.stories
    .filter((s) => s.published)
    .toSorted(newestFirst((s) => s.date))
    .flatMap((s) => s.tags.map((tag) => ({ id: s.id, sport_id: s.sport_id, season: null, collection: 'stories' as const, tag }))),
  ...school.roster
    .filter((p) => p.published)
    .toSorted((a, b) => b.id - a.id)
    .flatMap((p) => p.tags.map((tag) => ({ id: p.id, sport_id: p.sport_id, season: p.season, collection: 'roster' as const, tag }))),
];
