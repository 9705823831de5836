import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { landmarks } from '#fixtures/school/index.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const ctx = seededStore('schedule-api');
const { school } = ctx;
const football = landmarks(school).football;

const get = (path: string, tenant: string | null = school.tenant) => ctx.request(path, { tenant });

function uids(text: string): string[] {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((vevent) => String(vevent.getFirstPropertyValue('uid')));
}

describe('GET /api/v2/schedule/{sportId}.ics', () => {
  it('answers an iCalendar feed of the season, as a download', async () => {
    const response = await get(`/schedule/${football.id}.ics?season=2025`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="football-2025-schedule.ics"');
    const games = school.games.filter((g) => g.sport_id === football.id && g.season === '2025');
    expect(uids(await response.text()).sort()).toEqual(games.map((g) => `game-${g.id}@www.northfieldstate-athletics.example.com`).sort());
  });

  it('takes the sport by slug or short name too, and filters by location', async () => {
    const away = await get('/schedule/fball.ics?season=2025&location=A');
    expect(away.headers.get('content-disposition')).toContain('football-2025-A-schedule.ics');
    const ids = school.games
      .filter((g) => g.sport_id === football.id && g.season === '2025' && g.location_indicator === 'A')
      .map((g) => g.id);
    expect(uids(await away.text()).length).toBe(ids.length);
    expect((await get('/schedule/football.ics')).status).toBe(200);
  });

  it('refuses bad input with clear errors and needs the tenant header', async () => {
    expect((await get(`/schedule/${football.id}.ics?location=X`)).status).toBe(400);
    expect((await get(`/schedule/${football.id}.ics?season=1999`)).status).toBe(404);
    expect((await get('/schedule/999999.ics')).status).toBe(404);
    expect((await get('/schedule/football.ics', null)).status).toBe(400);
  });
});
