import { describe, expect, it } from 'vitest';
import { landmarks } from '#fixtures/school/index.ts';
import { GameSchema, type Game } from '#schemas/entities/game.ts';
import { GAME_STATE } from '#schemas/constants.ts';
import { gameFormat, liveFromGame, type LiveStats } from '#schemas/live.ts';
import { seededStore } from '#tests/support/seeded-store.ts';
import { advanceGame, nextLive } from './simulate.server.ts';

const ctx = seededStore('live');
const marks = landmarks(ctx.school);
const NOW = new Date('2026-11-21T19:00:00Z');
const sportOf = (game: Game) => ctx.school.sports.find((s) => s.id === game.sport_id)!.global_sport_shortname;
const gameOf = async (id: number) => GameSchema.parse(await ctx.store.documents.get(ctx.school.tenant, 'games', id));

function playOut(game: Game): LiveStats[] {
  const format = gameFormat(sportOf(game))!;
  const states = [liveFromGame({ ...game, game_state: GAME_STATE.Scheduled, result: null }, sportOf(game), 'Northfield State')];
  while (!states.at(-1)!.is_complete && states.length < 500) states.push(nextLive({ ...states.at(-1)!, version: states.length }, format));
  return states;
}

const sumsAgree = (live: LiveStats) =>
  live.period.name === 'Set' ||
  (live.school.score === live.school.period_scores.reduce((a, b) => a + b, 0) &&
    live.opponent.score === live.opponent.period_scores.reduce((a, b) => a + b, 0));

describe('a game played forward (staff simulation of live stats)', () => {
  it.each(['mfootbl', 'mbaskbl', 'wbaskbl', 'msoccer', 'mhockey', 'wvolley', 'mbasebl', 'wsoftbl'])(
    '%s: starts, every score is its periods, and it ends',
    (global) => {
      const game = ctx.school.games.find((g) => ctx.school.sports.find((s) => s.id === g.sport_id)?.global_sport_shortname === global)!;
      const states = playOut(game);
      const end = states.at(-1)!;
      expect(end.is_complete).toBe(true);
      expect(states.every(sumsAgree)).toBe(true);
      expect(end.period.number).toBeGreaterThanOrEqual(global === 'wvolley' ? 3 : end.period.regulation);
      if (global === 'wvolley') expect(Math.max(end.school.score, end.opponent.score)).toBe(3);
      if (global === 'mbaskbl') expect(end.school.score).not.toBe(end.opponent.score);
      // Deterministic: the same game plays out the same way.
      expect(playOut(game).at(-1)).toEqual(end);
    },
  );

  it('the game document changes when the game goes live and when it is final, not in between', async () => {
    const t = ctx.school.tenant;
    const game = marks.preGame;
    const version = () => ctx.store.tenants.contentVersion(t);
    const v0 = await version();
    const first = await advanceGame(ctx.store, t, await gameOf(game.id), 'mbaskbl', 'Northfield State', 1, NOW);
    expect(first).toMatchObject({ version: 1, has_started: true });
    expect((await gameOf(game.id)).game_state).toBe(GAME_STATE.Live);
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    const mid = await advanceGame(ctx.store, t, await gameOf(game.id), 'mbaskbl', 'Northfield State', 3, NOW);
    expect(mid.version).toBe(2);
    expect(await version()).toBe(v1);
    const end = await advanceGame(ctx.store, t, await gameOf(game.id), 'mbaskbl', 'Northfield State', 200, NOW);
    expect(end.is_complete).toBe(true);
    const final = await gameOf(game.id);
    expect(final.game_state).toBe(GAME_STATE.GameComplete);
    expect(final.result).toMatchObject({
      team_score: String(end.school.score),
      opponent_score: String(end.opponent.score),
      status: end.school.score > end.opponent.score ? 'W' : 'L',
    });
    expect(final.result?.line_scores?.team).toEqual(end.school.period_scores);
  });

  it('the API: ETag and 304 for pollers; advancing needs staff; unknown or unfollowable games are 404', async () => {
    const call = ctx.request;
    const live = marks.liveGame.id;
    const first = await call(`/live/${live}`);
    const etag = first.headers.get('etag')!;
    expect(((await first.json()) as LiveStats).school.score).toBe(42);
    expect((await call(`/live/${live}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await call(`/live/${live}/advance`, { method: 'POST' })).status).toBe(401);
    expect((await call('/live/987654')).status).toBe(404);
    expect((await call(`/live/${marks.fullTimeGame.id}`)).status).toBe(404);
  });

  it('the game center page: countdown data before, live stats during, the sport set, and 404 for unknown games', async () => {
    const pre = await ctx.page(`/game-center/${marks.postponedGame.id}`);
    expect(pre.sport?.id).toBe(marks.postponedGame.sport_id);
    expect(await ctx.status('/game-center/987654')).toBe(404);
    const live = await ctx.widget<{ live: LiveStats; feedUrl: string }>(`/game-center/${marks.liveGame.id}`, 'game');
    expect(live.feedUrl).toBe(`/game-center/${marks.liveGame.id}/live`);
    expect(live.live.clock_seconds).toBe(252);
  });
});
