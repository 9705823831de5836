// Every page of the demo school resolved from SQLite and from PostgreSQL: the same payload, widget by widget. What
// the resolvers read goes through every repository, so a read that differs between the databases shows here.
import { expect, it, vi } from 'vitest';
import type { SchoolFixture } from '#fixtures/school/index.ts';
import { PAGE_NAMES } from '#schemas/page.ts';
import { pageOf } from '#src/pages/page-info.ts';
import { describePostgres } from '#tests/support/postgres.ts';
import { sampleAddress } from '#tests/support/preview-samples.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

/** An address of each page: its preview sample's, or a route that needs no record. */
function addresses(school: SchoolFixture): [string, string][] {
  return PAGE_NAMES.flatMap((name): [string, string][] => {
    const page = pageOf(name);
    const free = page.routes.find((route) => !route.path.split('/').some((segment) => /^[:*]/.test(segment) && !segment.endsWith('?')));
    const address = page.preview ? sampleAddress(page.preview, school) : free ? free.path.replace(/\/:[^/]+\?/g, '') : null;
    return address ? [[name, address]] : [];
  }).concat([
    // Searches: the search page's groups and the story archive's text filter.
    ['search', '/search?q=state'],
    ['search', '/search?q=senior&type=story&page=2'],
    ['search', '/search?q=coach'],
    ['archives', '/archives?q=state'],
    ['archives', '/archives?q=senior&page=2'],
  ]);
}

/**
 * A payload without the seeding's clock (each store was seeded at its own moment: templates' updated_at) and,
 * on a search page, with each group's hits only counted: the engines rank matches of equal strength and cut
 * snippets each their own way (decision 0033); what is found, and how many, must agree.
 */
const comparable = (payload: unknown, search: boolean): unknown =>
  JSON.parse(
    JSON.stringify(payload, (key, value: unknown) =>
      key === 'updated_at' ? undefined : search && key === 'hits' && Array.isArray(value) ? value.length : value,
    ),
  );

describePostgres('the demo school’s pages from both databases', () => {
  const sqlite = seededStore('pages-sqlite');
  const postgres = seededStore('pages-postgres', { database: 'postgres' });

  it('resolve to the same payloads, for visitors and for staff', async () => {
    // A "random" promotion picks a campaign per request: the same pick on both.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const list = addresses(sqlite.school);
    expect(list.length).toBeGreaterThan(PAGE_NAMES.length / 2);
    for (const [name, address] of list) {
      for (const staff of [false, true]) {
        const [a, b] = await Promise.all([sqlite.status(address, staff), postgres.status(address, staff)]);
        expect(b, `${name} ${address} status`).toBe(a);
        if (a !== 200) continue;
        const search = name === 'search';
        expect(comparable(await postgres.page(address, staff), search), `${name} ${address}${staff ? ' as staff' : ''}`).toEqual(
          comparable(await sqlite.page(address, staff), search),
        );
      }
    }
  }, 120_000);
});
