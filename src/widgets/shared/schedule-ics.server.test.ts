import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildSchool, landmarks } from '#fixtures/school/index.ts';
import type { Game } from '#schemas/entities/game.ts';
import { isListedGame } from '#schemas/game-rules.ts';
import { DEFAULT_GAME_MINUTES, scheduleCalendar, type CalendarInput } from './schedule-ics.server.ts';

const school = buildSchool();
const marks = landmarks(school);
const HOST = 'www.northfieldstate-athletics.example.com';
const footballGames = school.games.filter((g) => g.sport_id === marks.football.id && g.season === '2026' && isListedGame(g));

function calendar(games: readonly Game[], extra: Partial<CalendarInput> = {}) {
  const text = scheduleCalendar({
    games,
    teamName: 'Northfield State',
    sportTitle: 'Football',
    season: '2026',
    location: '',
    baseUrl: `https://${HOST}`,
    schedulePath: '/sports/football/schedule/2026',
    now: new Date('2026-11-21T17:00:00Z'),
    ...extra,
  });
  // A real parser (Mozilla's ical.js): a malformed feed throws here.
  const root = new ICAL.Component(ICAL.parse(text));
  const events = root.getAllSubcomponents('vevent').map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
  return { text, root, events, byId: (id: number) => events.find((e) => e.event.uid === `game-${id}@${HOST}`) };
}

describe('schedule iCalendar feed', () => {
  it('is a valid calendar with one VEVENT per game, stable UIDs and the team in the summary', () => {
    const { root, events, byId } = calendar(footballGames);
    expect(root.name).toBe('vcalendar');
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Northfield State Football 2026');
    expect(events).toHaveLength(footballGames.length);
    for (const game of footballGames) {
      const found = byId(game.id);
      expect(found, String(game.id)).toBeDefined();
      const marker = game.location_indicator === 'A' ? 'at' : 'vs';
      expect(found?.event.summary).toContain(`Northfield State Football ${marker} `);
      expect(found?.event.location).toBe(game.location);
    }
  });

  it('gives timed games their UTC start and a default length', () => {
    const game = footballGames.find((g) => !g.tbd && !g.is_all_day && g.end_date === null)!;
    const { event } = calendar([game]).byId(game.id)!;
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(game.date_utc).toISOString());
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(DEFAULT_GAME_MINUTES * 60_000);
  });

  it('puts the result and the box score link on played games', () => {
    const game = footballGames.find((g) => g.result?.status === 'W' && g.result.boxscore)!;
    const { event, vevent } = calendar([game]).byId(game.id)!;
    expect(event.description).toContain(`Result: W ${game.result?.team_score}-${game.result?.opponent_score}`);
    expect(vevent.getFirstPropertyValue('url')).toBe(`https://${HOST}${game.result?.boxscore}`);
    const upcoming = footballGames.find((g) => g.result === null)!;
    expect(calendar([upcoming]).byId(upcoming.id)?.vevent.getFirstPropertyValue('url')).toBe(
      `https://${HOST}/sports/football/schedule/2026`,
    );
  });

  it('makes TBD games all-day events with "(time TBA)", and all-day events dates (end exclusive)', () => {
    const tbd = marks.tbdGame;
    const { event } = calendar([tbd]).byId(tbd.id)!;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(tbd.date.slice(0, 10));
    expect(event.summary).toMatch(/\(time TBA\)$/);
    const golf = school.games.find((g) => g.is_all_day && g.end_date !== null)!;
    const multi = calendar([golf]).byId(golf.id)!.event;
    expect(multi.startDate.isDate).toBe(true);
    expect(multi.startDate.toString()).toBe(golf.date.slice(0, 10));
    const dayAfterLast = new Date(Date.parse(`${golf.end_date!.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(multi.endDate.toString()).toBe(dayAfterLast);
  });

  it('marks canceled games CANCELLED and postponed ones TENTATIVE', () => {
    const { byId } = calendar([marks.canceledGame, marks.postponedGame]);
    expect(byId(marks.canceledGame.id)?.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(byId(marks.canceledGame.id)?.event.summary).toContain('(Canceled)');
    expect(byId(marks.postponedGame.id)?.vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(byId(marks.postponedGame.id)?.event.description).toContain('Postponed due to weather');
  });

  it('keeps only the games of one location when asked', () => {
    const { events, root } = calendar(footballGames, { location: 'H' });
    const home = footballGames.filter((g) => g.location_indicator === 'H');
    expect(home.length).toBeGreaterThan(0);
    expect(events.map((e) => e.event.uid)).toEqual(home.map((g) => `game-${g.id}@${HOST}`));
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Northfield State Football 2026 (Home)');
  });
});
