import type { RosterRow } from './roster.schema.ts';
import { compareJersey, type RosterSort } from '../shared/roster-sort.ts';

type Compare = (a: RosterRow, b: RosterRow) => number;

// 'en' everywhere: the server's first render and the browser must sort alike (no hydration mismatch).
const text = (a: string | null, b: string | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a.localeCompare(b, 'en'));
const num = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);

/** Total inches; a missing inches value counts as 0 when the feet are known. */
export function heightInches(p: Pick<RosterRow, 'height_feet' | 'height_inches'>): number | null {
  return p.height_feet === null ? null : p.height_feet * 12 + (p.height_inches ?? 0);
}

const byJersey: Compare = (a, b) => compareJersey(a.jersey_number, b.jersey_number);
const byName: Compare = (a, b) => a.last_name.localeCompare(b.last_name, 'en') || a.first_name.localeCompare(b.first_name, 'en');

/** spec 9 roster sorts; missing values always sort last. */
const COMPARATORS: Record<RosterSort, Compare> = {
  jersey: byJersey,
  name: byName,
  position: (a, b) => text(a.position_short ?? a.position_long, b.position_short ?? b.position_long),
  // spec 9: Class follows the academic-year rank, not the alphabet.
  class: (a, b) => num(a.academic_year_rank, b.academic_year_rank),
  hometown: (a, b) => text(a.hometown, b.hometown),
  height: (a, b) => num(heightInches(a), heightInches(b)),
  weight: (a, b) => num(a.weight, b.weight),
};

/** A sorted copy: ties fall back to jersey order, then name, so every sort is total and stable. */
export function sortPlayers(players: readonly RosterRow[], sort: RosterSort): RosterRow[] {
  const compare = COMPARATORS[sort];
  return players.toSorted((a, b) => compare(a, b) || byJersey(a, b) || byName(a, b));
}
