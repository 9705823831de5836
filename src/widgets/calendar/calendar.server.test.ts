import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import type { CalendarData } from './calendar.schema.ts';
import { createContentApi } from '#src/server/api/content-api.server.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';

const school = buildSchool();
const NOW = new Date('2026-11-21T17:00:00Z');
let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'calendar-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function calendar(path: string) {
  const result = await resolvePage({ store, tenant: school.tenant, path, staff: false, now: NOW });
  if (result.kind !== 'page') throw new Error('redirected');
  const slot = PagePayloadSchema.parse(result.payload).widgets.calendar;
  if (!slot?.ok) throw new Error('calendar failed');
  return slot.data as CalendarData;
}
const status = async (path: string) => {
  try {
    await calendar(path);
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
};
const inMonth = (key: string) => school.games.filter((g) => isListedGame(g) && g.date.startsWith(key));

describe('calendar', () => {
  it("shows this month's games (school time) in a six-week grid, each on its local day", async () => {
    const data = await calendar('/calendar');
    expect(data.title).toBe('November 2026');
    expect(data.weeks).toHaveLength(6);
    expect(data.weeks.every((w) => w.length === 7)).toBe(true);
    expect(data.total).toBe(inMonth('2026-11').length);
    for (const day of data.weeks.flat()) for (const g of day.games) expect(g.date.slice(0, 10)).toBe(day.date);
    expect(data.links.previous).toBe('/calendar?month=2026-10');
  });

  it('says what became of each game as the schedule does: a result, a place, the live score, a state', async () => {
    const entries = async (path: string) => (await calendar(path)).weeks.flat().flatMap((d) => d.games);
    const find = (games: CalendarData['days'][number]['games'], pick: (g: (typeof school.games)[number]) => boolean) => {
      const stored = school.games.find(pick);
      if (!stored) throw new Error('fixture game missing');
      const entry = games.find((g) => g.id === stored.id);
      if (!entry) throw new Error(`game ${stored.id} not on the calendar`);
      return { stored, entry };
    };
    const november = await entries('/calendar?month=2026-11');
    // Under way at NOW: "Live" and the score so far, never the result's internal "N".
    const live = find(november, (g) => g.game_state === 3 && g.result !== null);
    expect(live.entry.outcome).toBe(`Live ${live.stored.result?.team_score}-${live.stored.result?.opponent_score}`);
    expect(find(november, (g) => g.game_state === 2 && g.date.startsWith('2026-11')).entry.outcome).toBe('Delayed');
    const won = find(november, (g) => g.result?.status === 'W' && g.date.startsWith('2026-11'));
    expect(won.entry.outcome).toBe(`W ${won.stored.result?.team_score}-${won.stored.result?.opponent_score}`);
    // A meet scored by place says the place, not a time of day.
    const placed = find(await entries('/calendar?month=2024-09'), (g) => g.result?.status === 'N' && g.date.startsWith('2024-09'));
    expect(placed.entry.outcome).toBe(`${placed.stored.result?.team_score} ${placed.stored.result?.postscore}`);
  });

  it('filters by sport and location; the sport calendar is that sport only; links keep the filters', async () => {
    const home = await calendar('/calendar?month=2026-10&sport=football&location=home');
    expect(home.total).toBe(inMonth('2026-10').filter((g) => g.sport_id === 2 && g.location_indicator === 'H').length);
    expect(home.links.next).toBe('/calendar?sport=football&location=home&month=2026-11');
    const sport = await calendar('/sports/football/calendar?month=2026-10&view=list');
    expect(sport.view).toBe('list');
    expect(sport.days.flatMap((d) => d.games).every((g) => g.sportTitle === 'Football')).toBe(true);
  });

  it('print: its {type}/{sport}/{start}/{end}/{location}; bad dates, a range over a year or backwards are 404s', async () => {
    const print = await calendar('/calendar/print/list/all/2026-11-01/2026-11-30/all');
    expect(print.total).toBe(inMonth('2026-11').length);
    expect(await status('/calendar/print/list/football/2026-09-01/2026-12-31/home')).toBe(200);
    for (const bad of [
      '/calendar/print/list/all/2026-11-30/2026-11-01/all',
      '/calendar/print/list/all/2016-01-01/2026-01-01/all',
      '/calendar/print/list/all/2026-02-30/2026-03-01/all',
      '/calendar/print/grid/all/2026-11-01/2026-11-30/all',
      '/calendar/print/list/quidditch/2026-11-01/2026-11-30/all',
      '/calendar/print/list/all/2026-11-01/2026-11-30/moon',
    ]) {
      expect(await status(bad), bad).toBe(404);
    }
    expect(await status('/calendar?month=2026-13')).toBe(404);
  });

  it('the filtered view as iCalendar: every listed game of the sport and location from that month', async () => {
    const api = createContentApi(store);
    const response = await api(
      new Request('http://content-api.internal/api/v2/calendar.ics?month=2026-10&sport=football&location=home', {
        headers: { tenant: school.tenant },
      }),
    );
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    const expected = school.games.filter(
      (g) => isListedGame(g) && g.sport_id === 2 && g.location_indicator === 'H' && g.date >= '2026-10-01' && g.date < '2027-10-02',
    );
    expect(events).toHaveLength(expected.length);
    for (const e of events) expect(String(e.getFirstPropertyValue('summary'))).toMatch(/Football vs /);
  });
});
