import { pageNotFoundMessage } from '#schemas/constants.ts';
import { chosenAddress, matchRoute, pageQuery } from './match-route.ts';
import { runMiddleware } from './middleware.ts';
import type { PageRoute } from './route-table.ts';
import { cleanUrl } from './url-cleanup.ts';

export type RouteDecision =
  /** The page renders: its route, its params and the query parameters it declares. */
  | { kind: 'page'; route: PageRoute; path: string; params: Record<string, string>; query: Record<string, string> }
  /** 301 for an address that moved (`.aspx`, the table's redirects); a middleware's redirect is a 302. */
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  /**
   * spec 2.5: the same page at its one address (doubled or trailing slashes dropped): the page route sends the
   * browser there with a 301; the content API answers the page at that address (a relative redirect is followed
   * internally, spec 2.7).
   */
  | { kind: 'canonical'; location: string }
  /** spec 8: the route's params or middleware refused the path: "Page Not Found: {path}", 404. */
  | { kind: 'not-found'; message: string }
  /** spec 8: no route: the page route redirects to /404; the content API answers 404 "Page not found {path}". */
  | { kind: 'unknown'; message: string }
  /** The route is for signed-in staff (spec 2.1 hidden pages); `returnTo` is where sign-in leads back. */
  | { kind: 'sign-in'; returnTo: string };

export interface RouteRequest {
  /** The document's path as asked for (not a `.data` URL: see react-router-adapter documentUrl). */
  pathname: string;
  /** `?…` or empty. */
  search: string;
  staff: boolean;
}

/**
 * The one route decision, made alike by the page loader, the catch-all route and GET /api/v2/page: url-cleanup,
 * then the route table (match, param rules, redirects), then auth, then the route's middleware (spec 2.1, 2.7,
 * 8). Pure apart from the match cache; each caller turns the answer into its own transport (a redirect, a 404…).
 */
export function decideRoute({ pathname: path, search, staff }: RouteRequest): RouteDecision {
  const clean = cleanUrl(path, search);
  if (clean?.kind === 'moved') return { kind: 'redirect', location: clean.location, status: 301 };
  if (clean?.kind === 'canonical') return { kind: 'canonical', location: clean.location };
  const match = matchRoute(path);
  if (match.kind === 'unknown') return { kind: 'unknown', message: `Page not found ${path}` };
  if (match.kind === 'invalid') return { kind: 'not-found', message: match.message };
  if (match.kind === 'redirect') return { kind: 'redirect', location: `${match.location}${search}`, status: 301 };
  const { route, params } = match;
  if (route.flags.requiresAuth && !staff) return { kind: 'sign-in', returnTo: `${path}${search}` };
  const outcome = runMiddleware(route.middleware ?? [], { path, params });
  if (outcome === false) return { kind: 'not-found', message: pageNotFoundMessage(path) };
  if (outcome !== true) return { kind: 'redirect', location: outcome.redirect, status: 302 };
  const query = new URLSearchParams(search);
  const chosen = chosenAddress(route, params, query);
  if (chosen === 'invalid') return { kind: 'not-found', message: pageNotFoundMessage(path) };
  if (chosen !== null) return { kind: 'redirect', location: chosen, status: 302 };
  return { kind: 'page', route, path, params, query: pageQuery(route, query) };
}

/** Where a `sign-in` decision sends the browser. */
export function signInPath(returnTo: string): string {
  return `/login?returnTo=${encodeURIComponent(returnTo)}`;
}
