// The roster's sort options and jersey order: plain values, no schema library, so the roster's chunk in the
// browser carries none (roster.ts builds its schemas from these).

/** spec 9: roster sort options, in the order the sort control lists them, and their labels. */
export const ROSTER_SORTS = ['jersey', 'name', 'position', 'class', 'hometown', 'height', 'weight'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
export const ROSTER_SORT_LABELS: Record<RosterSort, string> = {
  jersey: 'Jersey',
  name: 'Name',
  position: 'Position',
  class: 'Class',
  hometown: 'Hometown',
  height: 'Height',
  weight: 'Weight',
};

export function isRosterSort(value: string): value is RosterSort {
  return (ROSTER_SORTS as readonly string[]).includes(value);
}

/** Jersey order (spec 9 sort "Jersey"): numeric, "00" before "0", numberless players last. */
export function compareJersey(a: string | null, b: string | null): number {
  const value = (jersey: string | null) => (jersey === null || !/^\d+$/.test(jersey) ? Infinity : Number(jersey));
  const diff = value(a) - value(b);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  // Same number ("00" vs "0"): the longer one first; two non-numeric ones by text.
  return (b?.length ?? 0) - (a?.length ?? 0) || (a ?? '').localeCompare(b ?? '');
}

/** A season's players in jersey order, then by name: the order of the list view and of the bio's previous/next. */
export function inJerseyOrder<P extends { id: number; jersey_number: string | null; last_name: string; first_name: string }>(
  players: readonly P[],
): P[] {
  return players.toSorted(
    (a, b) =>
      compareJersey(a.jersey_number, b.jersey_number) ||
      a.last_name.localeCompare(b.last_name) ||
      a.first_name.localeCompare(b.first_name) ||
      a.id - b.id,
  );
}
