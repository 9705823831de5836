export interface MiddlewareContext {
  path: string;
  params: Record<string, string>;
}
/** true: go on; false: 404 "Page Not Found" (spec 8); { redirect }: absolute → browser location, relative → internal. */
export type MiddlewareOutcome = true | false | { redirect: string };
type Middleware = (ctx: MiddlewareContext) => MiddlewareOutcome;

/** An id that can name a stored record: a positive safe integer (0 or one past 2^53 names none). */
const isRecordId = (value: string) => Number(value) > 0 && Number.isSafeInteger(Number(value));

/**
 * spec 2.7 named middleware that page files attach to their routes (src/pages), run in order after the address
 * matched. The spec names fourteen and says what none does; the names kept are those with a job, the no-op
 * hooks were deleted (docs/decisions/0003-route-middleware.md). `url-cleanup` runs before matching, on every
 * path (src/routes/url-cleanup.ts).
 */
const ROUTE_MIDDLEWARE = {
  'roster-bio': ({ params }) => params.rosterPlayerId === undefined || isRecordId(params.rosterPlayerId),
  facilities: ({ params }) => params.facilityId === undefined || isRecordId(params.facilityId),
  // A document path never climbs out of /documents (the API's `path` is not normalised by a URL parser).
  document: ({ params }) => !(params['*'] ?? '').split('/').includes('..'),
} satisfies Record<string, Middleware>;

export type MiddlewareName = keyof typeof ROUTE_MIDDLEWARE;

/** Every middleware name: the one that runs before matching, then those routes name. */
export const MIDDLEWARE_NAMES = ['url-cleanup', ...(Object.keys(ROUTE_MIDDLEWARE) as MiddlewareName[])] as const;

/** spec 2.7: an unknown middleware name raises an error. */
export function getMiddleware(name: string): Middleware {
  if (!Object.hasOwn(ROUTE_MIDDLEWARE, name)) throw new Error(`Unknown middleware "${name}"`);
  return ROUTE_MIDDLEWARE[name as MiddlewareName];
}

export function runMiddleware(names: readonly string[], ctx: MiddlewareContext): MiddlewareOutcome {
  for (const name of names) {
    const outcome = getMiddleware(name)(ctx);
    if (outcome !== true) return outcome;
  }
  return true;
}
