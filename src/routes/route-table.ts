import type { PageFlags, PageName } from '#schemas/page.ts';
import type { ParamRule, RouteDefinition } from '#src/pages/define-page.ts';
import { PAGES } from '#src/pages/pages.gen.ts';

export type { ParamRule };

/** One address of one page, with the page's flags and its own merged (spec 2.5). */
export interface PageRoute extends Omit<RouteDefinition, 'flags'> {
  page: PageName;
  flags: PageFlags;
}

export interface RedirectRoute {
  id: string;
  path: string;
  /** Target pattern; `:name` segments are filled from the matched params. */
  redirectTo: string;
}

export type RouteEntry = PageRoute | RedirectRoute;

const NO_FLAGS: PageFlags = { fullwidth: false, fullscreen: false, requiresAuth: false, requiresContentId: false };

/**
 * spec 2.1, as data: every address of every page file (src/pages), then its redirects. React Router's route
 * config (src/routes.ts) is generated from this table.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = Object.values(PAGES).flatMap((page): RouteEntry[] => [
  ...page.routes.map((route): PageRoute => ({ ...route, page: page.name, flags: { ...NO_FLAGS, ...page.flags, ...route.flags } })),
  ...(page.redirects ?? []),
]);

export const NOT_FOUND_PATH = '/404';

export function isRedirect(entry: RouteEntry): entry is RedirectRoute {
  return 'redirectTo' in entry;
}

/** spec 2.3: the route params that name the current sport. */
export const SPORT_PARAMS = ['sportSlug', 'slug', 'globalSportNameSlug'] as const;
