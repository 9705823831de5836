import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';

const api = seededStore('page-route', { staffToken: 'page-route-test-staff-token' });
const page = (path: string, staff = false) => api.call('GET', `/page?path=${encodeURIComponent(path)}`, undefined, staff);

// GET /api/v2/page decides a path as the page loader does (src/routes/route-decision.ts): same redirects, same 404s.
describe('GET /api/v2/page: the one route decision', () => {
  it('url-cleanup answers 301 with the clean address, query kept; stray slashes are the page at its address', async () => {
    const response = await page('/news/2019/5/3/falcons-win.aspx?ref=old');
    expect(response.status).toBe(301);
    expect(await response.json()).toEqual({ redirect: '/news/2019/5/3/falcons-win?ref=old' });
    const tickets = await page('/tickets/');
    expect(tickets.status).toBe(200);
    expect(((await tickets.json()) as { page: { path: string } }).page.path).toBe('/tickets');
  });

  it('runs the route middleware: an id that names no record is a 404 before any widget runs', async () => {
    for (const path of [
      '/sports/football/roster/jordan-miles/0',
      '/facilities/falcon-stadium/99999999999999999999',
      '/documents/a/../../b.pdf',
    ]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: { status: 404, message: `Page Not Found: ${path}` } });
    }
  });

  it('unknown paths are 404 "Page not found", hidden pages 401 for visitors', async () => {
    expect((await page('/no/such/page')).status).toBe(404);
    expect((await page('/hidden/sports/football/roster')).status).toBe(401);
    expect((await page('/hidden/sports/football/roster', true)).status).toBe(200);
  });
});
