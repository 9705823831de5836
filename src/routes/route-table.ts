import { LOCATION_QUERY, TAG_SLUG } from '#schemas/constants.ts';
import type { PageFlags, PageName } from '#schemas/page.ts';

/** spec 2.7: named middleware attached to routes. */
export const MIDDLEWARE_NAMES = [
  'schedule', 'roster-bio', 'facilities', 'cume-stats', 'publications', 'redirects', 'coach', 'url-cleanup',
  'sport-file', 'news', 'document', 'hof', 'legacy-urls', 'external-urls',
] as const;
export type MiddlewareName = (typeof MIDDLEWARE_NAMES)[number];

/** A param rule: a pattern the value must match, or the only values allowed. */
export type ParamRule = RegExp | readonly string[];

export interface PageRoute {
  id: string;
  path: string;
  page: PageName;
  flags?: Partial<PageFlags>;
  middleware?: readonly MiddlewareName[];
  params?: Readonly<Record<string, ParamRule>>;
  /** spec 2.3: pages where the current sport is set by hand rather than from the route params. */
  manualSport?: boolean;
  /** Route module serving this entry; the generic page module unless the screen needs its own. */
  module?: string;
  /**
   * Query parameters the page reads (search text, filters, page numbers). Only these reach the page payload
   * (and so its widgets and the page cache key); any other query parameter is ignored.
   */
  query?: readonly string[];
}

export interface RedirectRoute {
  id: string;
  path: string;
  /** Target pattern; `:name` segments are filled from the matched params. */
  redirectTo: string;
}

export type RouteEntry = PageRoute | RedirectRoute;

const SEASON = /^\d{4}(-\d{2})?$/;
const NUMERIC_ID = /^\d+$/;
const YEAR = /^\d{4}$/;
const MONTH_OR_DAY = /^\d{1,2}$/;

/** spec 2.1, as data. React Router's route config (src/routes.ts) is generated from this table. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { id: 'homepage', path: '/', page: 'homepage', flags: { fullwidth: true } },
  { id: 'sport_home', path: '/sports/:slug', page: 'sport_home', flags: { fullwidth: true } },
  { id: 'roster_list', path: '/sports/:slug/roster/:season?', page: 'roster_list', params: { season: SEASON } },
  { id: 'hidden_roster_list', path: '/hidden/sports/:slug/roster/:season?', page: 'roster_list', flags: { requiresAuth: true }, params: { season: SEASON } },
  { id: 'roster_print', path: '/sports/:slug/roster/print/:season?', page: 'roster_print', flags: { fullscreen: true }, params: { season: SEASON } },
  { id: 'roster_bio', path: '/sports/:slug/roster/:playerSlug/:rosterPlayerId', page: 'roster_bio', flags: { requiresContentId: true }, middleware: ['roster-bio'], params: { rosterPlayerId: NUMERIC_ID } },
  { id: 'hidden_roster_bio', path: '/hidden/sports/:slug/roster/:playerSlug/:rosterPlayerId', page: 'roster_bio', flags: { requiresAuth: true }, middleware: ['roster-bio'], params: { rosterPlayerId: NUMERIC_ID } },
  { id: 'awards_list', path: '/awards', page: 'awards_list', query: ['sport', 'year', 'page'] },
  { id: 'awards_bio', path: '/awards/:id', page: 'awards_bio', params: { id: NUMERIC_ID } },
  { id: 'all_americans_list', path: '/all-americans', page: 'all_americans_list', query: ['sport', 'year', 'page'] },
  { id: 'all_americans_bio', path: '/all-americans/:id', page: 'all_americans_bio', params: { id: NUMERIC_ID } },
  { id: 'schedule', path: '/sports/:globalSportNameSlug/schedule/:seasonTitle?', page: 'schedule', middleware: ['schedule'], params: { seasonTitle: SEASON }, query: [LOCATION_QUERY] },
  { id: 'schedule_text', path: '/sports/:globalSportNameSlug/schedule/text/:seasonTitle?', page: 'schedule_text', flags: { fullscreen: true }, middleware: ['schedule'], params: { seasonTitle: SEASON }, query: [LOCATION_QUERY] },
  { id: 'schedule_print', path: '/sports/:globalSportNameSlug/schedule/print/:seasonTitle?', page: 'schedule_print', flags: { fullscreen: true }, middleware: ['schedule'], params: { seasonTitle: SEASON }, query: [LOCATION_QUERY] },
  { id: 'podcast_list', path: '/podcasts', page: 'podcast_list', query: ['category'] },
  { id: 'podcast_player', path: '/podcasts/:podcastSlug/:podcastId', page: 'podcast_player', params: { podcastId: NUMERIC_ID }, query: ['page', 'episode'] },
  { id: 'social_accounts', path: '/social-accounts', page: 'social_accounts' },
  { id: 'facilities_list', path: '/facilities', page: 'facilities_list', middleware: ['facilities'] },
  { id: 'facilities_page', path: '/facilities/:facilityName/:facilityId', page: 'facilities_page', middleware: ['facilities'], params: { facilityId: NUMERIC_ID } },
  { id: 'archives', path: '/archives', page: 'archives', middleware: ['news'], query: ['sport', 'season', 'q', 'page'] },
  { id: 'archives_sport', path: '/sports/:slug/archives', page: 'archives_sport', middleware: ['news'], query: ['season', 'q', 'page'] },
  { id: 'boxscore', path: '/sports/:globalSportNameSlug/stats/:season/:oppSlug/boxscore/:gameId', page: 'boxscore', params: { season: SEASON, gameId: NUMERIC_ID } },
  { id: 'stats_pdf', path: '/sports/:sportSlug/stats/:season/pdf', page: 'stats-pdf', middleware: ['cume-stats'], params: { season: SEASON } },
  { id: 'cumestats', path: '/sports/:sportSlug/stats/:season?', page: 'cumestats', middleware: ['cume-stats'], params: { season: SEASON } },
  { id: 'form', path: '/form/:id', page: 'forms', params: { id: NUMERIC_ID } },
  { id: 'hidden_form', path: '/hidden/form/:id', page: 'forms', flags: { requiresAuth: true }, params: { id: NUMERIC_ID } },
  { id: 'protected_form', path: '/protected/form/:id', page: 'forms', params: { id: NUMERIC_ID } },
  { id: 'publications_list', path: '/publications', page: 'publications_list', middleware: ['publications'], query: ['sport', 'season', 'kind'] },
  { id: 'publications_page', path: '/publications/:publicationSlug', page: 'publications_page', middleware: ['publications'], params: { publicationSlug: /^[a-z0-9]+(-[a-z0-9]+)*$/ } },
  { id: 'tickets', path: '/tickets', page: 'tickets' },
  { id: 'rss_feeds', path: '/rss_feeds', page: 'rss_feeds' },
  { id: 'search', path: '/search', page: 'search', query: ['q', 'type', 'sport', 'page'] },
  // The coach list and the coaching records share one pattern: the param rules tell them apart (spec 2.1, 5).
  { id: 'coach_list', path: '/sports/:sportSlug/coaches/:season?', page: 'coach_list', middleware: ['coach'], params: { season: SEASON } },
  { id: 'coach_coaching_records', path: '/sports/:sportSlug/coaches/:type', page: 'coach_coaching_records', middleware: ['coach'], params: { type: ['year', 'overall'] } },
  { id: 'coach_bio', path: '/sports/:sportSlug/roster/coaches/:coachName/:coachId', page: 'coach_bio', middleware: ['coach'], params: { coachId: NUMERIC_ID } },
  { id: 'support_staff_bio', path: '/sports/:sportSlug/roster/staff/:supportStaffName/:supportStaffId', page: 'support_staff_bio', params: { supportStaffId: NUMERIC_ID } },
  { id: 'partners', path: '/partners', page: 'partners' },
  { id: 'opponenthistory_list', path: '/sports/:sportSlug/opponent-history', page: 'opponenthistory_list' },
  { id: 'opponenthistory', path: '/sports/:sportSlug/opponent-history/:opponentSlug/:opponentId', page: 'opponenthistory', params: { opponentId: NUMERIC_ID } },
  { id: 'staff_list', path: '/staff-directory', page: 'staff_list', query: ['q'] },
  { id: 'staff_print', path: '/staff-directory/print', page: 'staff_print', flags: { fullscreen: true } },
  // Departments and staff bios share one pattern: a department slug ends in -department (spec 2.1).
  { id: 'staff_department', path: '/staff-directory/:departmentSlug/:id', page: 'staff_department', params: { departmentSlug: /-department$/, id: NUMERIC_ID }, query: ['q'] },
  { id: 'staff_bio', path: '/staff-directory/:staffMemberSlug/:id', page: 'staff_bio', params: { id: NUMERIC_ID } },
  { id: 'sport_staff', path: '/sports/:sportDepartment/staff', page: 'sport_staff' },
  { id: 'sportfile', path: '/sports/:year/:month/:day/:filename', page: 'sportfile', manualSport: true, middleware: ['sport-file'], params: { year: YEAR, month: MONTH_OR_DAY, day: MONTH_OR_DAY } },
  { id: 'protected_sportfile', path: '/protected/sports/:year/:month/:day/:filename', page: 'protected_sportfile', manualSport: true, middleware: ['sport-file'], params: { year: YEAR, month: MONTH_OR_DAY, day: MONTH_OR_DAY } },
  { id: 'hidden_sportfile', path: '/hidden/sports/:year/:month/:day/:filename', page: 'hidden_sportfile', manualSport: true, flags: { requiresAuth: true }, middleware: ['sport-file'], params: { year: YEAR, month: MONTH_OR_DAY, day: MONTH_OR_DAY } },
  { id: 'story', path: '/news/:year/:month/:day/:story_slug', page: 'story', manualSport: true, middleware: ['news'], params: { year: YEAR, month: MONTH_OR_DAY, day: MONTH_OR_DAY } },
  { id: 'hidden_story', path: '/hidden/news/:year/:month/:day/:story_slug', page: 'hidden_story', manualSport: true, flags: { requiresAuth: true }, middleware: ['news'], params: { year: YEAR, month: MONTH_OR_DAY, day: MONTH_OR_DAY } },
  { id: 'calendar', path: '/calendar', page: 'calendar', query: ['month', 'sport', 'location', 'view'] },
  { id: 'calendar_sport', path: '/sports/:globalSportNameSlug/calendar', page: 'calendar_sport', query: ['month', 'location', 'view'] },
  { id: 'calendar_print', path: '/calendar/print/:type/:sport/:start/:end/:location', page: 'calendar_print', flags: { fullscreen: true } },
  { id: 'calendar_sport_print', path: '/sports/:globalSportNameSlug/calendar/print/:type/:sport/:start/:end/:location', page: 'calendar_print', flags: { fullscreen: true } },
  { id: 'document', path: '/documents/*', page: 'document', manualSport: true, middleware: ['document'] },
  { id: 'login', path: '/login', page: 'login', module: 'routes/login.tsx', query: ['returnTo'] },
  { id: 'unsubscribed', path: '/unsubscribed', page: 'unsubscribed', query: ['status'] },
  { id: 'subscribe', path: '/subscribe', page: 'subscribe', query: ['status'] },
  { id: 'clippings', path: '/clippings', page: 'clippings', query: ['sport', 'page'] },
  { id: 'coverage', path: '/coverage', page: 'coverage', query: ['sport'] },
  { id: 'moments', path: '/moments', page: 'moments', query: ['page'] },
  { id: 'moments_sport', path: '/sports/:sportSlug/moments', page: 'moments', query: ['page'] },
  { id: 'tags', path: '/tags', page: 'tags' },
  { id: 'tag', path: '/tags/:tagSlug/:sportSlug?', page: 'tag', params: { tagSlug: TAG_SLUG }, query: ['page'] },
  { id: 'historicalroster', path: '/historical-roster', page: 'historicalroster', query: ['q', 'sport', 'season', 'position', 'page'] },
  { id: 'historicalroster_sport', path: '/sports/:globalSportNameSlug/historical-roster', page: 'historicalroster_sport', query: ['q', 'season', 'position', 'page'] },
  { id: 'historicalroster_legacy', path: '/historicalroster', redirectTo: '/historical-roster' },
  { id: 'historicalroster_sport_legacy', path: '/sports/:globalSportNameSlug/historicalroster', redirectTo: '/sports/:globalSportNameSlug/historical-roster' },
  // The honors list is `honorSlug` (hall of fame, ring of honor…), not a sport: named so it is not read as one (spec 2.3).
  { id: 'hof_list', path: '/honors/:honorSlug?/:grouping?', page: 'hof_list', middleware: ['hof'] },
  { id: 'hof_bio', path: '/honors/:honorSlug/:inducteeSlug/:inducteeId', page: 'hof_bio', middleware: ['hof'], params: { inducteeId: NUMERIC_ID } },
  { id: 'results', path: '/sports/:sportSlug/results', page: 'results', query: ['season'] },
  { id: 'results_print', path: '/sports/:sportSlug/results/print/:season/:type', page: 'results_print', flags: { fullscreen: true }, params: { season: SEASON } },
  { id: 'on_this_day', path: '/on-this-day', page: 'on_this_day', query: ['date'] },
  // spec 2.1: /otd is an alias (same page at both paths), not a redirect.
  { id: 'on_this_day_alias', path: '/otd', page: 'on_this_day', query: ['date'] },
  { id: 'splash', path: '/splash/:splashId', page: 'splash', flags: { fullscreen: true } },
  { id: 'hidden_splash', path: '/hidden/splash/:splashId', page: 'splash', flags: { fullscreen: true, requiresAuth: true } },
  { id: 'game_center', path: '/game-center/:gameId', page: 'game_center', manualSport: true, flags: { fullwidth: true }, params: { gameId: NUMERIC_ID } },
  // spec 2.4 external and manual pages: stored content per path (the manual-page widget); the page sets the sport.
  { id: 'watch', path: '/watch', page: 'external', manualSport: true },
  { id: 'galleries', path: '/galleries', page: 'galleries', query: ['sport', 'page'] },
  { id: 'gallery', path: '/galleries/:sportSlug/:gameId', page: 'galleries', manualSport: true, params: { gameId: NUMERIC_ID } },
  { id: 'showcase', path: '/showcase', page: 'external', manualSport: true },
  { id: 'series', path: '/series/:titleSlug', page: 'external', manualSport: true },
  { id: 'feature', path: '/feature/*', page: 'external', manualSport: true },
  { id: 'services', path: '/services/*', page: 'external', manualSport: true },
  { id: 'tournament_experience', path: '/tournament-experience/*', page: 'external', manualSport: true },
  { id: 'signingday', path: '/signingday/*', page: 'external', manualSport: true },
  { id: 'gameday_concurrent', path: '/gameday/concurrent.aspx', page: 'gameday_concurrent', query: ['ids'] },
  { id: 'gameday', path: '/gameday/*', page: 'external', manualSport: true },
  // spec 2.4: the same-origin page video embeds load (framed by the site's own pages only).
  { id: 'embed', path: '/embed', page: 'embed', flags: { fullscreen: true }, query: ['youtube', 'Archive', 'Id', 'autoplay', 'controls', 'live'] },
  // The all-access media library (issue 10; the spec names its component load, not a route: decided here).
  { id: 'all_access', path: '/all-access', page: 'all_access', query: ['sport', 'category', 'captions', 'audio', 'page'] },
  { id: 'not_found', path: '/404', page: '404' },
];

export const NOT_FOUND_PATH = '/404';

export function isRedirect(entry: RouteEntry): entry is RedirectRoute {
  return 'redirectTo' in entry;
}

export function flagsOf(entry: PageRoute): PageFlags {
  return {
    fullwidth: entry.flags?.fullwidth ?? false,
    fullscreen: entry.flags?.fullscreen ?? false,
    requiresAuth: entry.flags?.requiresAuth ?? false,
    requiresContentId: entry.flags?.requiresContentId ?? false,
  };
}

/** spec 2.3: the route params that name the current sport. */
export const SPORT_PARAMS = ['sportSlug', 'slug', 'globalSportNameSlug'] as const;
