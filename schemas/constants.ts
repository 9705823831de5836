// Spec constants used by more than one layer. Pure data: no React, no Node APIs.

/** The school's time zone: dates show in it on the server and in every browser alike (no hydration mismatch). */
export const SCHOOL_TIME_ZONE = 'America/New_York';

/** spec 4: game states. */
export const GAME_STATE = {
  Scheduled: 0,
  PreGame: 1,
  Delayed: 2,
  Live: 3,
  FullTime: 4,
  Postponed: 5,
  Canceled: 6,
  PostGame: 7,
  GameComplete: 8,
} as const;

/** spec 9: game location options. */
export const LOCATION_OPTIONS = [
  { label: 'All', value: '' },
  { label: 'Home', value: 'H' },
  { label: 'Away', value: 'A' },
  { label: 'Neutral', value: 'N' },
] as const;

/** spec 9: component data defaults. */
export const COMPONENT_DEFAULT_COUNT = 10;
export const COMPONENT_DEFAULT_START = 0;
export const COMPONENT_DEFAULT_SPORT_ID = '0';

/** spec 9: viewport breakpoints in px. */
export const BREAKPOINTS = { xs: 540, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1440 } as const;

/** spec 3: sport families, keyed by the global sport short name of each member. */
export const SPORT_FAMILIES: Record<string, readonly string[]> = {
  basketball: ['mbaskbl', 'wbaskbl'],
  soccer: ['msoccer', 'wsoccer'],
  volleyball: ['mvolley', 'wvolley', 'wbvball'],
  hockey: ['mhockey', 'whockey'],
  lacrosse: ['mlacros', 'wlacros'],
  'field hockey': ['wfieldh'],
  baseball: ['mbasebl', 'wsoftbl'],
  football: ['mfootbl'],
  'water polo': ['mwpolo', 'wwpolo'],
  tennis: ['mtennis', 'wtennis'],
};

export function sportFamily(globalShortName: string): string | null {
  for (const [family, members] of Object.entries(SPORT_FAMILIES)) {
    if (members.includes(globalShortName)) return family;
  }
  return null;
}

/** spec 8: the page-not-found message for a path that failed validation or names no content. */
export function pageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** spec 5: html promotions whose html carries this class are hidden (the class name itself is ours). */
export const HIDDEN_HTML_PROMOTION_CLASS = 'promotion-hidden';

/** The fictional school every fixture describes; its tenant id is what the `tenant` header must carry. */
export const FIXTURE_TENANT = 'northfield';

/**
 * spec 9: academic year rank, the order the roster's Class sort follows. Freshman and First-Year share a rank;
 * a year missing from this table sorts after every ranked one.
 */
export const ACADEMIC_YEAR_RANK: Readonly<Record<string, number>> = {
  Redshirt: 0,
  Freshman: 1,
  'First-Year': 1,
  'Redshirt Freshman': 2,
  Sophomore: 3,
  'Redshirt Sophomore': 4,
  Junior: 5,
  'Redshirt Junior': 6,
  Senior: 7,
  'Redshirt Senior': 8,
  'Graduate Student': 9,
  'Fifth Year': 10,
  'Redshirt 5th-Year': 11,
  'Sixth Year': 12,
};

/** The URL query of the schedule's location filter (spec 9 location options), shareable and read by the ICS feed. */
export const LOCATION_QUERY = 'location';

/**
 * spec 2.5: how long a browser may reuse a page's route data, so a route preloaded when its link came into view
 * or was reached for is still there for the click (the preload queue preloads a route again after this).
 */
export const ROUTE_DATA_REUSE_MS = 30_000;

/** spec 4, 9: the "copied" marker shows this long after a copy to the clipboard. */
export const CLIPBOARD_CONFIRM_MS = 1500;

/** spec 9: share images (Open Graph, Twitter) are this wide. */
export const OG_IMAGE_WIDTH = 1600;

/** Tag slugs (spec 3 Tag): lower-case words joined by dashes; anything else in a tag URL is a 404. */
export const TAG_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** spec 4/9 splash markers: cookies the server and the page can both read (5 minutes once shown, 4 hours, 2040). */
export const SPLASH_COOKIE = 'splash_hidden';
export const SPLASH_HIDE = { continueMs: 4 * 3_600_000, shownMs: 5 * 60_000, permanentUntil: '2040-12-31T23:59:59Z' } as const;
