import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route.ts';
import { decideRoute, type RouteDecision } from './route-decision.ts';
import { MIDDLEWARE_NAMES, getMiddleware } from './middleware.ts';
import { ROUTE_TABLE, isRedirect } from './route-table.ts';
import { cleanUrl } from './url-cleanup.ts';

/** The path and query as given: the API's `path` is a raw string, no URL parser resolves `..` or `//` in it. */
const decide = (url: string, staff = false): RouteDecision => {
  const [pathname = '', search = ''] = url.split(/(?=\?)/);
  return decideRoute({ pathname, search, staff });
};
const pageOf = (url: string, staff = false) => {
  const decision = decide(url, staff);
  if (decision.kind !== 'page') throw new Error(`${url} decided ${JSON.stringify(decision)}`);
  return decision;
};

describe('the route decision (page loader and GET /api/v2/page alike)', () => {
  it('a page: its route, params and only the query parameters it declares', () => {
    const decision = pageOf('/search?q=falcons&utm_source=x');
    expect(decision.route.page).toBe('search');
    expect(decision.query).toEqual({ q: 'falcons' });
    expect(pageOf('/sports/football/roster/2025').params).toEqual({ slug: 'football', season: '2025' });
  });

  it('unknown paths, failed param rules, table redirects (query kept) and hidden pages', () => {
    expect(decide('/no/such/page')).toEqual({ kind: 'unknown', message: 'Page not found /no/such/page' });
    expect(decide('/form/abc')).toEqual({ kind: 'not-found', message: 'Page Not Found: /form/abc' });
    expect(decide('/historicalroster?sport=football')).toEqual({
      kind: 'redirect',
      location: '/historical-roster?sport=football',
      status: 301,
    });
    expect(decide('/hidden/news/2026/11/20/x?preview=draft')).toEqual({
      kind: 'sign-in',
      returnTo: '/hidden/news/2026/11/20/x?preview=draft',
    });
    expect(pageOf('/hidden/news/2026/11/20/x', true).route.page).toBe('hidden_story');
  });

  it("a season picker's GET form: `?season=` answers 302 with the season's address, the declared query kept", () => {
    expect(decide('/sports/football/roster/2024?season=2025&sort=name&utm_source=x')).toEqual({
      kind: 'redirect',
      location: '/sports/football/roster/2025?sort=name',
      status: 302,
    });
    expect(decide('/sports/mens-basketball/schedule?season=2025-26&location=H')).toEqual({
      kind: 'redirect',
      location: '/sports/mens-basketball/schedule/2025-26?location=H',
      status: 302,
    });
    // A value the season rule refuses is no address: 404, never a redirect elsewhere.
    expect(decide('/sports/football/roster?season=%2F%2Fevil.example')).toEqual({
      kind: 'not-found',
      message: 'Page Not Found: /sports/football/roster',
    });
    // No choice made (empty field, or a page without choices): the page itself.
    expect(pageOf('/sports/football/roster/2025?season=').params.season).toBe('2025');
    expect(pageOf('/sports/football/schedule/text?season=2025').route.page).toBe('schedule_text');
  });
});

describe('url-cleanup (spec 2.7): before matching, on every path', () => {
  it.each([
    ['/news/2019/5/3/falcons-win.aspx', '/news/2019/5/3/falcons-win'],
    ['/sports/football/roster.aspx?path=football&id=3', '/sports/football/roster?path=football&id=3'],
    ['/tickets.ASPX', '/tickets'],
    ['/no/such/page.aspx', '/no/such/page'],
    ['/news/.aspx/', '/news'],
  ])('%s → 301 %s', (from, to) => {
    expect(decide(from)).toEqual({ kind: 'redirect', location: to, status: 301 });
  });

  it.each([
    ['/tickets/?x=1', '/tickets?x=1'],
    ['//sports//football/', '/sports/football'],
    ['/no/such/page/', '/no/such/page'],
  ])('%s is the page at %s (spec 2.5: one address)', (from, to) => {
    expect(decide(from)).toEqual({ kind: 'canonical', location: to });
  });

  it('leaves clean paths and the addresses that end in .aspx on purpose alone', () => {
    expect(cleanUrl('/tickets', '?x=1')).toBeNull();
    expect(cleanUrl('/', '')).toBeNull();
    expect(pageOf('/gameday/concurrent.aspx?ids=1,2').route.page).toBe('gameday_concurrent');
  });
});

/** One case per middleware name: a path it refuses (or redirects) and one it lets through. */
const MIDDLEWARE_CASES: Record<(typeof MIDDLEWARE_NAMES)[number], { refused: string; passed: string }> = {
  'url-cleanup': { refused: '/facilities.aspx', passed: '/facilities' },
  'roster-bio': { refused: '/sports/football/roster/jordan-miles/0', passed: '/sports/football/roster/jordan-miles/4512' },
  facilities: { refused: '/facilities/falcon-stadium/99999999999999999999', passed: '/facilities/falcon-stadium/3' },
  document: { refused: '/documents/guides/../../secret.pdf', passed: '/documents/guides/media.pdf' },
};

describe('route middleware (spec 2.7): every name is attached and does something', () => {
  it('every route middleware name is attached to a route, and every name has a case below', () => {
    const attached = new Set(ROUTE_TABLE.flatMap((entry) => (isRedirect(entry) ? [] : (entry.middleware ?? []))));
    expect([...attached].toSorted()).toEqual(MIDDLEWARE_NAMES.filter((name) => name !== 'url-cleanup').toSorted());
    expect(Object.keys(MIDDLEWARE_CASES).toSorted()).toEqual([...MIDDLEWARE_NAMES].toSorted());
  });

  it.each(Object.entries(MIDDLEWARE_CASES))('%s refuses its case and passes the other', (name, { refused, passed }) => {
    expect(decide(passed).kind).toBe('page');
    if (name === 'url-cleanup') {
      expect(decide(refused)).toEqual({ kind: 'redirect', location: cleanUrl(refused, '')?.location, status: 301 });
      return;
    }
    // The address matches its route; the route's middleware, this one, is what says no.
    const match = matchRoute(refused);
    if (match.kind !== 'page') throw new Error(`${refused} does not match a page`);
    expect(match.route.middleware).toContain(name);
    expect(getMiddleware(name)({ path: refused, params: match.params })).toBe(false);
    expect(decide(refused)).toEqual({ kind: 'not-found', message: `Page Not Found: ${refused}` });
  });

  it('an unknown middleware name raises an error', () => {
    expect(() => getMiddleware('schedule')).toThrow('Unknown middleware "schedule"');
  });
});
