import { generatePath, matchRoutes } from 'react-router';
import { ROUTE_TABLE, isRedirect, type PageRoute, type ParamRule, type RouteEntry } from './route-table.ts';

export type RouteMatch =
  | { kind: 'page'; route: PageRoute; params: Record<string, string> }
  | { kind: 'redirect'; location: string }
  /** spec 8: route validation failed — "Page Not Found: {path}", status 404. */
  | { kind: 'invalid'; message: string }
  /** spec 8: unknown route — redirect to /404. */
  | { kind: 'unknown' };

/** Entries grouped by pattern: several entries may share one pattern and are told apart by their param rules. */
const byPattern = new Map<string, RouteEntry[]>();
for (const entry of ROUTE_TABLE) {
  byPattern.set(entry.path, [...(byPattern.get(entry.path) ?? []), entry]);
}
const patterns = [...byPattern.keys()].map((path) => ({ path }));

function passes(rule: ParamRule, value: string | undefined): boolean {
  if (value === undefined || value === '') return true; // optional params are checked only when present
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

/** The one route resolver: used by the page loader and the content API's page payload alike. */
export function matchRoute(rawPath: string): RouteMatch {
  const path = normalizePath(rawPath);
  const matches = matchRoutes(patterns, path);
  const best = matches?.at(-1);
  if (!best) return { kind: 'unknown' };
  const params = Object.fromEntries(
    Object.entries(best.params).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
  const candidates = byPattern.get(best.route.path) ?? [];
  const entry = candidates.find((candidate) => rulesPass(candidate, params));
  if (!entry) return { kind: 'invalid', message: `Page Not Found: ${path}` };
  if (isRedirect(entry)) return { kind: 'redirect', location: generatePath(entry.redirectTo, params) };
  return { kind: 'page', route: entry, params };
}
