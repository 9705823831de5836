import { describe, expect, it } from 'vitest';
import { PAGE_NAMES } from '#schemas/page.ts';
import { MAX_QUERY_VALUE_LENGTH, matchRoute, normalizePath, pageQuery, withQuery } from './match-route.ts';
import { MIDDLEWARE_NAMES, getMiddleware } from './middleware.ts';
import { ROUTE_TABLE, isRedirect } from './route-table.ts';

function page(path: string) {
  const match = matchRoute(path);
  if (match.kind !== 'page') throw new Error(`${path} resolved to ${match.kind}`);
  return { name: match.route.page, id: match.route.id, params: match.params, flags: match.route.flags ?? {} };
}

describe('route table (spec 2.1)', () => {
  it('ids are unique and every page name is a spec 2.2 name', () => {
    const ids = ROUTE_TABLE.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of ROUTE_TABLE) if (!isRedirect(entry)) expect(PAGE_NAMES).toContain(entry.page);
  });

  it('every middleware name on a route is known; an unknown name raises an error', () => {
    for (const entry of ROUTE_TABLE) {
      if (isRedirect(entry)) continue;
      for (const name of entry.middleware ?? []) expect(MIDDLEWARE_NAMES).toContain(name);
    }
    expect(() => getMiddleware('no-such-middleware')).toThrow('Unknown middleware "no-such-middleware"');
  });

  it.each([
    ['/', 'homepage'],
    ['/sports/football', 'sport_home'],
    ['/sports/football/roster', 'roster_list'],
    ['/sports/football/roster/2025', 'roster_list'],
    ['/sports/football/roster/print/2025', 'roster_print'],
    ['/sports/football/roster/jordan-miles/4512', 'roster_bio'],
    ['/sports/football/roster/coaches/pat-lee/12', 'coach_bio'],
    ['/sports/football/roster/staff/sam-doe/3', 'support_staff_bio'],
    ['/sports/football/schedule/2025', 'schedule'],
    ['/sports/football/schedule/text/2025', 'schedule_text'],
    ['/sports/football/stats/2025/state-tech/boxscore/99', 'boxscore'],
    ['/sports/football/stats/2025/pdf', 'stats-pdf'],
    ['/sports/football/stats', 'cumestats'],
    ['/sports/football/coaches', 'coach_list'],
    ['/sports/football/coaches/2025', 'coach_list'],
    ['/sports/football/coaches/year', 'coach_coaching_records'],
    ['/sports/football/coaches/overall', 'coach_coaching_records'],
    ['/staff-directory/print', 'staff_print'],
    ['/staff-directory/ticket-office-department/4', 'staff_department'],
    ['/staff-directory/jane-smith/4', 'staff_bio'],
    ['/sports/2025/10/03/media-guide.pdf', 'sportfile'],
    ['/news/2026/11/20/falcons-win', 'story'],
    ['/hidden/news/2026/11/20/falcons-win', 'hidden_story'],
    ['/documents/guides/2026/media.pdf', 'document'],
    ['/honors', 'hof_list'],
    ['/honors/hall-of-fame/1990s', 'hof_list'],
    ['/honors/hall-of-fame/pat-lee/7', 'hof_bio'],
    ['/otd', 'on_this_day'],
    ['/on-this-day', 'on_this_day'],
    ['/game-center/12', 'game_center'],
    ['/404', '404'],
  ])('%s → %s', (path, name) => {
    expect(page(path).name).toBe(name);
  });

  it('carries the layout flags of spec 2.1', () => {
    expect(page('/').flags.fullwidth).toBe(true);
    expect(page('/sports/football/schedule/print').flags.fullscreen).toBe(true);
    expect(page('/hidden/sports/football/roster').flags.requiresAuth).toBe(true);
    expect(page('/sports/football/roster/a-b/1').flags.requiresContentId).toBe(true);
  });

  it('failed param validation is "Page Not Found: {path}"', () => {
    expect(matchRoute('/sports/football/coaches/lifetime')).toEqual({
      kind: 'invalid',
      message: 'Page Not Found: /sports/football/coaches/lifetime',
    });
    expect(matchRoute('/sports/football/roster/print/last-year').kind).toBe('invalid');
    expect(matchRoute('/form/abc').kind).toBe('invalid');
    expect(matchRoute('/sports/football/stats/2025/x/boxscore/latest').kind).toBe('invalid');
  });

  it('unknown paths are unknown (the page route redirects them to /404)', () => {
    expect(matchRoute('/no/such/page')).toEqual({ kind: 'unknown' });
    expect(matchRoute('/sports/football/roster/a/b/c/d')).toEqual({ kind: 'unknown' });
  });

  it('the no-hyphen historical roster paths redirect to the hyphenated ones', () => {
    expect(matchRoute('/historicalroster')).toEqual({ kind: 'redirect', location: '/historical-roster' });
    expect(matchRoute('/sports/softball/historicalroster')).toEqual({ kind: 'redirect', location: '/sports/softball/historical-roster' });
  });

  it('handles trailing and doubled slashes', () => {
    expect(normalizePath('/tickets/')).toBe('/tickets');
    expect(normalizePath('//sports//football/')).toBe('/sports/football');
    expect(normalizePath('/')).toBe('/');
    expect(page('/tickets/').name).toBe('tickets');
  });
});

describe('page query (route table `query`)', () => {
  it('keeps only the declared parameters, non-empty, cut to the maximum length, in a canonical order', () => {
    const match = matchRoute('/search');
    if (match.kind !== 'page') throw new Error('no search route');
    const query = pageQuery(match.route, new URLSearchParams(`utm_source=x&page=2&q=${'a'.repeat(5000)}&type=`));
    expect(query).toEqual({ q: 'a'.repeat(MAX_QUERY_VALUE_LENGTH), page: '2' });
    expect(withQuery('/search', { q: 'foot ball', page: '2' })).toBe('/search?q=foot+ball&page=2');
    expect(withQuery('/search', {})).toBe('/search');
  });
});
