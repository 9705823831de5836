/** The SIDEARM resources this importer reads (`--only` names), in the order a run reads them. */
export const RESOURCES = [
  'Sports',
  'Seo',
  'Google',
  'Analytics/settings',
  'Mobile/settings',
  'Navigation',
  'Rosters',
  'Staff',
  'Stories',
  'Schedules',
] as const;
export type ResourceName = (typeof RESOURCES)[number];

/**
 * SIDEARM v2 resources not imported yet: the pages built on them stay empty at cut-over (README, "Switching from
 * SIDEARM").
 */
export const NOT_IMPORTED: readonly string[] = [
  'Stats, box scores and cumulative stats (imported games have no line scores, box-score data, game links or galleries)',
  "Players/history, Players/media (a player's other seasons come from their rosters)",
  'Calendar',
  'Facilities',
  'Hall of fame (HallOfFame, inductees)',
  'Awards and All-Americans',
  'Podcasts',
  'Image galleries and videos',
  'SlideShows (home rotators)',
  'Documents and publications',
  'Press clippings, tags, opponent history, takeovers, splash pages',
];

/** The `--only` list, case-insensitive like SIDEARM's paths; unknown names are an error naming the known ones. */
export function parseOnly(value: string): ResourceName[] {
  const names = value
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.map((name) => {
    const known = RESOURCES.find((r) => r.toLowerCase() === name.toLowerCase());
    if (!known) throw new Error(`--only: unknown resource "${name}" (known: ${RESOURCES.join(', ')})`);
    return known;
  });
}
