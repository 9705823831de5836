import { pageNotFoundMessage } from '#schemas/constants.ts';
import { generatePath, matchPath, matchRoutes } from 'react-router';
import { ROUTE_TABLE, isRedirect, type PageRoute, type ParamRule, type RouteEntry } from './route-table.ts';

export type RouteMatch =
  | { kind: 'page'; route: PageRoute; params: Record<string, string> }
  | { kind: 'redirect'; location: string }
  /** spec 8: route validation failed — "Page Not Found: {path}", status 404. */
  | { kind: 'invalid'; message: string }
  /** spec 8: unknown route — redirect to /404. */
  | { kind: 'unknown' };

/** `/a/:b?/:c?` → `/a`, `/a/:b`, `/a/:b/:c`: concrete patterns without optional segments. */
function expand(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const firstOptional = segments.findIndex((s) => s.endsWith('?'));
  if (firstOptional === -1) return [path];
  const required = segments.slice(0, firstOptional);
  const optional = segments.slice(firstOptional).map((s) => s.replace(/\?$/, ''));
  return optional.map((_, i) => `/${[...required, ...optional.slice(0, i)].join('/')}`).concat(`/${[...required, ...optional].join('/')}`);
}

/** Param names do not change what a pattern matches: `/x/:a` and `/x/:b` have one shape. */
const shapeOf = (pattern: string) => pattern.replace(/:\w+/g, ':');

interface Candidate {
  entry: RouteEntry;
  pattern: string;
}
/** How many params an entry's rules pin down: on one shape, the entry with more rules is tried first. */
const ruleCount = (entry: RouteEntry) => (isRedirect(entry) ? 0 : Object.keys(entry.params ?? {}).length);

/**
 * Entries grouped by shape: several entries may share one and are told apart by their param rules, the most
 * specific first (a department slug's `-department` rule before a staff bio's id rule), then by route id.
 */
const byShape = new Map<string, Candidate[]>();
for (const entry of ROUTE_TABLE) {
  for (const pattern of expand(entry.path)) {
    const shape = shapeOf(pattern);
    byShape.set(shape, [...(byShape.get(shape) ?? []), { entry, pattern }]);
  }
}
for (const candidates of byShape.values()) {
  candidates.sort((a, b) => ruleCount(b.entry) - ruleCount(a.entry) || a.entry.id.localeCompare(b.entry.id));
}
const shapes = [...byShape.values()].map((candidates) => ({ path: candidates[0]?.pattern ?? '/' }));

function passes(rule: ParamRule, value: string | undefined): boolean {
  if (value === undefined) return true; // absent optional params are not checked
  return rule instanceof RegExp ? rule.test(value) : rule.includes(value);
}

function rulesPass(entry: RouteEntry, params: Record<string, string | undefined>): boolean {
  if (isRedirect(entry) || !entry.params) return true;
  return Object.entries(entry.params).every(([name, rule]) => passes(rule, params[name]));
}

/** Trailing slashes are handled (spec 2.5): `/tickets/` is `/tickets`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/{2,}/g, '/');
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
}

const MATCH_CACHE_SIZE = 2000;
const matchCache = new Map<string, RouteMatch>();

/** The one route resolver: used by the page loader and the content API's page payload alike. */
export function matchRoute(rawPath: string): RouteMatch {
  const path = normalizePath(rawPath);
  // Matching compiles every pattern; the table never changes at run time, so results are kept (bounded).
  const hit = matchCache.get(path);
  if (hit) return hit;
  const result = resolve(path);
  if (matchCache.size >= MATCH_CACHE_SIZE) matchCache.delete(matchCache.keys().next().value ?? '');
  matchCache.set(path, result);
  return result;
}

function resolve(path: string): RouteMatch {
  const best = matchRoutes(shapes, path)?.at(-1);
  if (!best) return { kind: 'unknown' };
  for (const { entry, pattern } of byShape.get(shapeOf(best.route.path)) ?? []) {
    const found = matchPath({ path: pattern, end: true }, path);
    if (!found) continue;
    const params = Object.fromEntries(Object.entries(found.params).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
    if (!rulesPass(entry, params)) continue;
    if (isRedirect(entry)) return { kind: 'redirect', location: generatePath(entry.redirectTo, params) };
    return { kind: 'page', route: entry, params };
  }
  return { kind: 'invalid', message: pageNotFoundMessage(path) };
}

/**
 * The address a route's choice names (`choices`: `?season=2024-25` on a roster → its 2024-25 roster), with the
 * rest of the declared query; null when the query makes no choice, 'invalid' when a chosen value breaks the
 * param's rule.
 */
export function chosenAddress(route: PageRoute, params: Record<string, string>, search: URLSearchParams): string | null | 'invalid' {
  const chosen = Object.entries(route.choices ?? {}).filter(([name]) => (search.get(name) ?? '').trim() !== '');
  if (chosen.length === 0) return null;
  const next = { ...params };
  for (const [name, param] of chosen) next[param] = search.get(name)!.trim();
  if (!rulesPass(route, next)) return 'invalid';
  const rest = pageQuery(route, search);
  for (const [name] of chosen) delete rest[name];
  return withQuery(generatePath(route.path, next), rest);
}

/** Longest query value a page sees; longer ones are cut (a 100 KB `q` must not cost a 100 KB query). */
export const MAX_QUERY_VALUE_LENGTH = 1000;

/**
 * The query parameters a page declares (route table `query`), in the table's order: the first value of
 * each, cut to MAX_QUERY_VALUE_LENGTH, empty ones left out. Anything undeclared is dropped, so it can
 * neither reach a widget nor split the page cache.
 */
export function pageQuery(route: PageRoute, search: URLSearchParams): Record<string, string> {
  return queryOf(route.query ?? [], search);
}

function queryOf(names: readonly string[], search: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of names) {
    const value = search.get(name);
    if (value !== null && value.trim() !== '') query[name] = value.slice(0, MAX_QUERY_VALUE_LENGTH);
  }
  return query;
}

/**
 * Every query parameter that changes a route's answer: those the page declares and its choices (which answer a
 * redirect). A cache keys on these, so `?season=` is never answered from the copy of the page without it.
 */
export function answerQuery(route: PageRoute, search: URLSearchParams): Record<string, string> {
  return queryOf([...(route.query ?? []), ...Object.keys(route.choices ?? {})], search);
}

/** `path` plus its page query as one canonical string (`/search?q=x`): the page payload's and cache's key. */
export function withQuery(path: string, query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
