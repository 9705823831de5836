import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import { monthDayKey, type OnThisDayData } from './on-this-day.schema.ts';
import { createContentApi } from '#src/server/api/content-api.server.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';

const school = buildSchool();
const NOW = new Date('2026-11-21T17:00:00Z');
let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'otd-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function otd(path: string) {
  const result = await resolvePage({ store, tenant: school.tenant, path, staff: false, now: NOW });
  if (result.kind !== 'page') throw new Error('redirected');
  const payload = PagePayloadSchema.parse(result.payload);
  const slot = payload.widgets.otd;
  if (!slot?.ok) throw new Error('otd failed');
  return { data: slot.data as OnThisDayData, payload };
}

describe('on this day', () => {
  it("shows today's month and day (school time) in earlier years, newest year first; /otd is the same page", async () => {
    const { data, payload } = await otd('/on-this-day');
    expect(data.date).toBe('11-21');
    expect(payload.page.title).toBe('On This Day: November 21');
    expect(data.years.length).toBeGreaterThan(0);
    expect(data.years.map((y) => y.year)).toEqual(data.years.map((y) => y.year).toSorted((a, b) => b - a));
    for (const year of data.years) {
      expect(year.year).toBeLessThan(2026);
      for (const s of year.stories) expect(s.date.slice(5, 10)).toBe('11-21');
    }
    expect((await otd('/otd')).data).toEqual(data);
  });

  it('every day of the year has something (the fixture history), 29 February included', async () => {
    for (let day = Date.UTC(2024, 0, 1); day <= Date.UTC(2024, 11, 31); day += 86_400_000) {
      const d = new Date(day);
      const key = monthDayKey({ month: d.getUTCMonth() + 1, day: d.getUTCDate() });
      expect((await otd(`/on-this-day?date=${key}`)).data.years.length, key).toBeGreaterThan(0);
    }
  });

  it('another day by ?date=MM-DD with the days around it; a date that is not a day shows today with a note', async () => {
    const leap = (await otd('/on-this-day?date=02-29')).data;
    expect(leap.label).toBe('February 29');
    expect(leap.previous.href).toBe('/on-this-day?date=02-28');
    expect(leap.next.href).toBe('/on-this-day?date=03-01');
    for (const bad of ['02-30', '13-01', 'junk', '1-1']) {
      const { data } = await otd(`/on-this-day?date=${bad}`);
      expect(data.date).toBe('11-21');
      expect(data.notice).toContain(bad);
    }
  });
});

describe('news RSS', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    createContentApi(store)(new Request(`http://content-api.internal/api/v2${path}`, { headers: { tenant: school.tenant, ...headers } }));

  it('is RSS 2.0 a feed reader parses: the newest 20 published stories, site-wide or of one sport', async () => {
    const response = await get('/news/rss.xml');
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const feed = await new Parser().parseString(await response.text());
    const newest = school.stories
      .filter((s) => s.published)
      .toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      .slice(0, 20);
    expect(feed.items.map((i) => i.title)).toEqual(newest.map((s) => s.title));
    expect(feed.items[0]?.link).toMatch(/^https?:\/\/.+\/news\//);
    const football = await new Parser().parseString(await (await get('/news/rss.xml?sportId=2')).text());
    expect(football.items.length).toBeGreaterThan(0);
    expect(football.items.every((i) => i.categories?.includes('Football'))).toBe(true);
    expect(football.title).toMatch(/^Football News/);
  });

  it('answers 304 to a reader that has the current feed; drafts never appear; an unknown sport is a 404', async () => {
    const etag = (await get('/news/rss.xml')).headers.get('etag') ?? '';
    expect((await get('/news/rss.xml', { 'if-none-match': etag })).status).toBe(304);
    const xml = await (await get('/news/rss.xml')).text();
    for (const draft of school.stories.filter((s) => !s.published)) expect(xml).not.toContain(draft.title);
    expect((await get('/news/rss.xml?sportId=9999')).status).toBe(404);
  });
});
