// Ad targeting (spec 3 sport → ad-section map, spec 9 page types and sections). Pure data: no React, no DOM.

/** spec 3: sport → short code, as the spec lists them; a sport's global short name is one of these codes. */
export const AD_SECTION_BY_SPORT = {
  'cross country': 'cxc',
  track: 'ctrack',
  baseball: 'mbasebl',
  "men's basketball": 'mbaskbl',
  football: 'mfootbl',
  "men's golf": 'mgolf',
  "men's hockey": 'mhockey',
  "men's soccer": 'msoccer',
  "men's gymnastics": 'mgym',
  "men's lacrosse": 'mlacros',
  "men's swimming": 'mswim',
  "men's tennis": 'mtennis',
  "men's track": 'mtrack',
  "men's volleyball": 'mvolley',
  wrestling: 'mwrestl',
  "women's basketball": 'wbaskbl',
  'field hockey': 'wfieldh',
  "women's golf": 'wgolf',
  "women's gymnastics": 'wgym',
  "women's hockey": 'whockey',
  "women's lacrosse": 'wlacros',
  "women's soccer": 'wsoccer',
  softball: 'wsoftbl',
  "women's swimming": 'wswim',
  "women's tennis": 'wtennis',
  "women's track": 'wtrack',
  "women's volleyball": 'wvolley',
  "women's water polo": 'wwpolo',
} as const;

const SECTION_CODES: ReadonlySet<string> = new Set(Object.values(AD_SECTION_BY_SPORT));

/** spec 9: the page types the ad service knows by another name. */
const AD_PAGE_TYPES: Readonly<Record<string, string>> = {
  'home-page': 'home',
  story: 'stories',
  'story-archives': 'stories-archives',
  'photo-galleries': 'photogallery',
  '': 'unknown',
};

/** spec 9: home-page → home, story → stories, …, empty → unknown; every other page type passes unchanged. */
export function adPageType(pageType: string | null | undefined): string {
  const type = pageType ?? '';
  return AD_PAGE_TYPES[type] ?? type;
}

/**
 * spec 2.2: page types the shell recognises besides the page names' own: photo galleries (the galleries page)
 * and the signing-day schedule (the stored pages under /signingday/).
 */
export function shellPageType(page: { name: string; type: string; path: string } | null): string {
  if (!page) return '';
  if (page.name === 'galleries') return 'photo-galleries';
  if (/^\/signingday(\/|$)/i.test(page.path)) return 'schedule-signingday';
  return page.type;
}

/** spec 9: frontpage on the home page, signingday on the signing-day schedule, else the sport's code, else ot. */
export function adSection(pageType: string, sportCode: string | null | undefined): string {
  if (pageType === 'home-page') return 'frontpage';
  if (pageType === 'schedule-signingday') return 'signingday';
  if (sportCode && SECTION_CODES.has(sportCode)) return sportCode;
  return 'ot';
}

export interface AdTargeting {
  pageType: string;
  section: string;
  /** The `adtest` query flag, passed through to the ad service when present. */
  adtest: string | null;
}

/** What the ad service is told about one page (page null: the error and not-found pages). */
export function adTargetingOf(
  page: { name: string; type: string; path: string } | null,
  sportCode: string | null | undefined,
  adtest: string | null,
): AdTargeting {
  const type = shellPageType(page);
  return { pageType: adPageType(type), section: adSection(type, sportCode), adtest };
}

/** The `adtest` query flag: present with a short word value (bare `?adtest` means on); anything else is ignored. */
export function adtestFlag(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('adtest')) return null;
  const value = params.get('adtest')?.trim() ?? '';
  if (value === '') return 'on';
  return /^[\w-]{1,40}$/.test(value) ? value : null;
}
