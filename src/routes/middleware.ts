/** spec 2.7: named middleware attached to routes. */
export const MIDDLEWARE_NAMES = [
  'schedule', 'roster-bio', 'facilities', 'cume-stats', 'publications', 'redirects', 'coach', 'url-cleanup',
  'sport-file', 'news', 'document', 'hof', 'legacy-urls', 'external-urls',
] as const;
export type MiddlewareName = (typeof MIDDLEWARE_NAMES)[number];

export interface MiddlewareContext {
  path: string;
  params: Record<string, string>;
}
/** true: go on; false: 404 "Page Not Found" (spec 8); { redirect }: absolute → browser location, relative → internal. */
export type MiddlewareOutcome = true | false | { redirect: string };
type Middleware = (ctx: MiddlewareContext) => MiddlewareOutcome;

const pass: Middleware = () => true;

/**
 * spec 2.7: named middleware. What each does is not shown by the spec; the ones with behaviour today are
 * below, the rest are named hooks that pass until the pages that need them land.
 */
const MIDDLEWARE: Record<MiddlewareName, Middleware> = {
  schedule: pass,
  'roster-bio': ({ params }) => params.rosterPlayerId === undefined || Number(params.rosterPlayerId) > 0,
  // A facility id names one stored facility: 0 or an id past the safe integers names none (spec 8: 404).
  facilities: ({ params }) => params.facilityId === undefined || (Number(params.facilityId) > 0 && Number.isSafeInteger(Number(params.facilityId))),
  'cume-stats': pass,
  publications: pass,
  redirects: pass,
  coach: pass,
  // Legacy ".aspx" links from older platforms go to their modern path.
  'url-cleanup': ({ path }) => (path.endsWith('.aspx') ? { redirect: path.replace(/\.aspx$/, '') } : true),
  'sport-file': pass,
  news: pass,
  document: ({ params }) => !(params['*'] ?? '').split('/').includes('..'),
  hof: pass,
  'legacy-urls': pass,
  'external-urls': pass,
};

export function getMiddleware(name: string): Middleware {
  if (!(MIDDLEWARE_NAMES as readonly string[]).includes(name)) throw new Error(`Unknown middleware "${name}"`);
  return MIDDLEWARE[name as MiddlewareName];
}

export function runMiddleware(names: readonly string[], ctx: MiddlewareContext): MiddlewareOutcome {
  for (const name of names) {
    const outcome = getMiddleware(name)(ctx);
    if (outcome !== true) return outcome;
  }
  return true;
}
