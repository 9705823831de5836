import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, landmarks } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { recordOf } from '#schemas/game-rules.ts';
import { ScheduleDataSchema, SchedulePropsSchema, type ScheduleData, type ScheduleProps } from './schedule.schema.ts';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';
import type { WidgetContext } from '../shared/context.server.ts';
import { resolveSchedule } from './schedule.server.ts';

const NOW = new Date('2026-11-21T17:00:00Z');
const school = buildSchool();
const marks = landmarks(school);
const tenant = school.tenant;
let dir: string;
let store: Store;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'schedule-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function resolve(global: string, params: Record<string, string> = {}, props: Partial<ScheduleProps> = {}): Promise<ScheduleData> {
  const sports = await store.sports.list(tenant);
  const sport = sports.find((s) => s.global_sport_shortname === global) ?? null;
  const ctx: WidgetContext = {
    store,
    tenant,
    sport,
    sports,
    now: NOW,
    staff: false,
    page: {
      name: 'schedule',
      path: `/sports/${sport?.global_sport_name_slug}/schedule${params.seasonTitle ? `/${params.seasonTitle}` : ''}`,
      title: 'Schedule',
      params: { globalSportNameSlug: sport?.global_sport_name_slug ?? '', ...params },
      query: {},
      meta: {},
    },
    query: { start: 0, count: null, name: null, extra: null, filters: {} },
  };
  return ScheduleDataSchema.parse((await resolveSchedule(SchedulePropsSchema.parse(props), ctx)).data);
}

describe('schedule resolver', () => {
  it('shows the current season when the URL names none', async () => {
    expect((await resolve('mfootbl')).season).toBe('2026');
    expect((await resolve('wbaskbl')).season).toBe('2026-27');
    // Spring sports: the 2027 season starts months after FIXTURE_NOW, so last spring is current.
    expect((await resolve('mbasebl')).season).toBe('2026');
  });

  it('lists the listed games of the season in date order, with record, seasons and URLs', async () => {
    const data = await resolve('mfootbl', { seasonTitle: '2025' });
    const stored = school.games.filter((g) => g.sport_id === marks.football.id && g.season === '2025');
    expect(data.games.map((g) => g.id)).toEqual(stored.toSorted((a, b) => a.date_utc.localeCompare(b.date_utc)).map((g) => g.id));
    expect(data.record).toEqual(recordOf(stored));
    expect(data.record.overall.pct).not.toBeNull();
    expect(data.seasons.map((s) => s.title)).toEqual(['2026', '2025', '2024']);
    expect(data.seasons[1]?.url).toBe('/sports/football/schedule/2025');
    expect(data.urls).toEqual({
      page: '/sports/football/schedule/2025',
      text: '/sports/football/schedule/text/2025',
      print: '/sports/football/schedule/print/2025',
      ics: '/sports/football/schedule.ics?season=2025',
    });
    expect(data.teamName).toBe('Northfield State');
  });

  it("drops type 'S' games with status 'O' and no result (spec 4)", async () => {
    const scrimmage = marks.droppedScrimmage;
    const sport = school.sports.find((s) => s.id === scrimmage.sport_id)!;
    const data = await resolve(sport.global_sport_shortname, { seasonTitle: scrimmage.season });
    expect(data.games.length).toBeGreaterThan(0);
    expect(data.games.some((g) => g.id === scrimmage.id)).toBe(false);
  });

  it('links seasons to the same variant', async () => {
    const data = await resolve('mfootbl', {}, { variant: 'text' });
    expect(data.seasons.map((s) => s.url)).toContain('/sports/football/schedule/text/2024');
  });

  it('makes an unknown season a 404 of the page', async () => {
    await expect(resolve('mfootbl', { seasonTitle: '1999' })).rejects.toThrow(HttpError);
    await expect(resolve('mfootbl', { seasonTitle: '1999' })).rejects.toThrow('Page Not Found: /sports/football/schedule/1999');
  });

  it('refuses to run without a sport (the widget shows its fallback)', async () => {
    await expect(resolve('nope')).rejects.toThrow('sport page');
  });

  it('logs "Error parsing game {id}" for a corrupt game and lists the others', async () => {
    const errors = expectConsoleErrors();
    const before = (await resolve('mfootbl', { seasonTitle: '2024' })).games.length;
    await store.documents.put(tenant, 'games', [
      {
        id: 999_001,
        sport_id: marks.football.id,
        season: '2024',
        sort_date: '2024-09-01T00:00:00Z',
        body: { id: 999_001, opponent: 'corrupt' },
      },
    ]);
    const after = await resolve('mfootbl', { seasonTitle: '2024' });
    expect(after.games).toHaveLength(before);
    expect(errors).toEqual(['Error parsing game 999001']);
  });
});

describe('schedule pages', () => {
  it('resolve the page, text and print variants, and 404 an unknown season', async () => {
    for (const [path, variant] of [
      ['/sports/football/schedule', 'page'],
      ['/sports/football/schedule/text/2025', 'text'],
      ['/sports/fball/schedule/print', 'print'],
    ] as const) {
      const result = await resolvePage({ store, tenant, path, staff: false, now: NOW });
      if (result.kind !== 'page') throw new Error('redirected');
      const widget = result.payload.widgets.schedule;
      expect(widget?.ok, path).toBe(true);
      const instance = result.payload.template.areas.default.find((w) => w.id === 'schedule');
      expect(instance?.props).toMatchObject({ variant });
    }
    await expect(resolvePage({ store, tenant, path: '/sports/football/schedule/2031', staff: false, now: NOW })).rejects.toThrow(
      'Page Not Found',
    );
  });
});
