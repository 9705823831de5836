import { GAME_STATE } from '#schemas/constants.ts';
import type { Game } from '#schemas/entities/game.ts';
import { periodLabel } from '#schemas/game-rules.ts';
import { clockLabel, gameFormat, liveStatusLabel, type GameFormat, type LivePlay, type LiveStats, type LiveTeam } from '#schemas/live.ts';
import { HttpError } from '../api/http.server.ts';
import type { Store } from '../store/store.server.ts';
import { isFollowable, loadLive, putLive } from './live-store.server.ts';

/**
 * A game played forward by staff ("a staff-only endpoint advances a fixture game through live states so
 * this can be seen and tested"): each step is a stretch of play, deterministic for a game and version, so a test
 * sees the same game every time. Real deployments feed live stats from the scoring system instead.
 */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Side = 'school' | 'opponent';
const other = (side: Side): Side => (side === 'school' ? 'opponent' : 'school');

function withPoints(team: LiveTeam, points: number): LiveTeam {
  const scores = team.period_scores.length > 0 ? team.period_scores : [0];
  return { ...team, score: team.score + points, period_scores: [...scores.slice(0, -1), (scores.at(-1) ?? 0) + points] };
}
const newPeriod = (team: LiveTeam): LiveTeam => ({ ...team, period_scores: [...team.period_scores, 0] });
const periodName = (live: LiveStats, n: number) =>
  n > live.period.regulation ? periodLabel(n, live.period.regulation) : `${periodLabel(n, live.period.regulation)} ${live.period.name}`;

const SCORING_TEXT: Record<number, string> = {
  1: 'scores',
  2: 'scores 2',
  3: 'scores 3',
  6: 'touchdown (kick no good)',
  7: 'touchdown',
  8: 'touchdown (2-point try good)',
};

function play(live: LiveStats, side: Side, text: string, points: number): LivePlay {
  return { period: live.period.number, clock: live.clock_seconds === null ? null : clockLabel(live.clock_seconds), side, text, points };
}
const withPlay = (live: LiveStats, p: LivePlay): LiveStats => ({ ...live, plays: [p, ...live.plays].slice(0, 30) });

function start(live: LiveStats, format: GameFormat): LiveStats {
  const begun: LiveStats = {
    ...live,
    has_started: true,
    period: { ...live.period, number: 1 },
    clock_seconds: format.clock === 'down' ? format.periodSeconds : format.clock === 'up' ? 0 : null,
    school: { ...live.school, score: 0, period_scores: format.periodName === 'Inning' ? [] : [0] },
    opponent: { ...live.opponent, score: 0, period_scores: format.periodName === 'Inning' ? [] : [0] },
  };
  return withPlay(begun, play(begun, live.home, `Start of the ${periodName(begun, 1)}`, 0));
}

function final(live: LiveStats): LiveStats {
  const done = { ...live, is_complete: true, clock_seconds: live.clock_seconds === null ? null : 0 };
  return withPlay(done, play(done, live.home, liveStatusLabel(done), 0));
}

/** A stretch of a timed game: the clock runs, maybe someone scores, a period ends. */
function timedStep(live: LiveStats, format: GameFormat, rand: () => number): LiveStats {
  const length =
    live.period.number > live.period.regulation ? (format.overtime.seconds ?? format.periodSeconds ?? 0) : (format.periodSeconds ?? 0);
  const elapsed = 45 + Math.floor(rand() * 120);
  const clock = live.clock_seconds ?? (format.clock === 'down' ? length : 0);
  const nextClock = format.clock === 'down' ? Math.max(0, clock - elapsed) : Math.min(length, clock + elapsed);
  let next: LiveStats = { ...live, clock_seconds: nextClock };
  if (rand() < 0.55) {
    const side: Side = rand() < 0.52 ? 'school' : 'opponent';
    const points = format.points[Math.floor(rand() * format.points.length)] ?? 1;
    next = { ...next, [side]: withPoints(next[side], points) };
    next = withPlay(next, play(next, side, `${next[side].name} ${SCORING_TEXT[points] ?? `scores ${points}`}`, points));
  }
  const over = format.clock === 'down' ? nextClock === 0 : nextClock >= length;
  if (!over) return next;
  const n = next.period.number;
  const level = next.school.score === next.opponent.score;
  const overtimes = n - next.period.regulation;
  if (n < next.period.regulation || (level && overtimes < format.overtime.max)) {
    const following = n + 1;
    const seconds = following > next.period.regulation ? (format.overtime.seconds ?? length) : length;
    next = withPlay(next, play(next, next.home, `End of the ${periodName(next, n)}`, 0));
    return {
      ...next,
      period: { ...next.period, number: following },
      clock_seconds: format.clock === 'down' ? seconds : 0,
      school: newPeriod(next.school),
      opponent: newPeriod(next.opponent),
    };
  }
  return final(next);
}

/** Volleyball: a run of rallies; a set is won at 25 (15 in the fifth) by two; the match at three sets. */
function setStep(live: LiveStats, rand: () => number): LiveStats {
  const n = live.period.number;
  const target = n === 5 ? 15 : 25;
  let school = live.school.period_scores.at(-1) ?? 0;
  let opponent = live.opponent.period_scores.at(-1) ?? 0;
  for (let rally = 0; rally < 6; rally++) {
    if (rand() < 0.52) school++;
    else opponent++;
    if (Math.max(school, opponent) >= target && Math.abs(school - opponent) >= 2) break;
  }
  const set = (t: LiveTeam, points: number): LiveTeam => ({ ...t, period_scores: [...t.period_scores.slice(0, -1), points] });
  let next: LiveStats = { ...live, school: set(live.school, school), opponent: set(live.opponent, opponent) };
  if (!(Math.max(school, opponent) >= target && Math.abs(school - opponent) >= 2)) return next;
  const winner: Side = school > opponent ? 'school' : 'opponent';
  next = { ...next, [winner]: { ...next[winner], score: next[winner].score + 1 } };
  next = withPlay(
    next,
    play(
      next,
      winner,
      `${next[winner].name} win the ${periodName(next, n)} ${Math.max(school, opponent)}-${Math.min(school, opponent)}`,
      1,
    ),
  );
  if (next[winner].score === 3) return final(next);
  return { ...next, period: { ...next.period, number: n + 1 }, school: newPeriod(next.school), opponent: newPeriod(next.opponent) };
}

/** Baseball and softball: one half-inning a step (the visitors bat first); a home side ahead needs no last at-bat. */
function inningStep(live: LiveStats, rand: () => number): LiveStats {
  const away: Side = other(live.home);
  const batting: Side = live[away].period_scores.length === live[live.home].period_scores.length ? away : live.home;
  const inning = live[away].period_scores.length + (batting === away ? 1 : 0);
  const draw = rand();
  const runs = draw < 0.62 ? 0 : draw < 0.82 ? 1 : draw < 0.93 ? 2 : 3;
  let next: LiveStats = {
    ...live,
    period: { ...live.period, number: inning },
    [batting]: { ...live[batting], score: live[batting].score + runs, period_scores: [...live[batting].period_scores, runs] },
  };
  if (runs > 0)
    next = withPlay(
      next,
      play(
        next,
        batting,
        `${batting === away ? 'Top' : 'Bottom'} ${periodLabel(inning, next.period.regulation)}: ${next[batting].name} score ${runs === 1 ? 'a run' : `${runs} runs`}`,
        runs,
      ),
    );
  const last = inning >= next.period.regulation;
  const home = next[live.home].score;
  const visitors = next[away].score;
  if (last && batting === away && home > visitors) return final(next);
  if (last && batting === live.home && home !== visitors) return final(next);
  if (batting === live.home && inning - next.period.regulation >= 9) return final(next);
  return next;
}

export function nextLive(live: LiveStats, format: GameFormat): LiveStats {
  if (live.is_complete) return live;
  const rand = random(live.game_id * 7919 + live.version * 104_729 + live.plays.length);
  if (!live.has_started) return start(live, format);
  if (format.periodName === 'Set') return setStep(live, rand);
  if (format.periodName === 'Inning') return inningStep(live, rand);
  return timedStep(live, format, rand);
}

/** The game document as the live game stands: live (once), then final with its line score and result. */
function gameWith(game: Game, live: LiveStats): Game {
  const status = !live.is_complete
    ? 'N'
    : live.school.score > live.opponent.score
      ? 'W'
      : live.school.score < live.opponent.score
        ? 'L'
        : 'T';
  return {
    ...game,
    game_state: live.is_complete ? GAME_STATE.GameComplete : GAME_STATE.Live,
    game_state_display: liveStatusLabel(live),
    result: {
      status,
      team_score: String(live.school.score),
      opponent_score: String(live.opponent.score),
      prescore: null,
      postscore: null,
      boxscore: game.result?.boxscore ?? null,
      recap: game.result?.recap ?? null,
      line_scores: {
        period_count: live.school.period_scores.length,
        regulation: live.period.regulation,
        team: live.school.period_scores,
        opponent: live.opponent.period_scores,
      },
    },
  };
}

/** Plays `steps` stretches of a game and stores the result (one new version); the document changes at start and at the end. */
export async function advanceGame(
  store: Store,
  tenant: string,
  game: Game,
  globalShortName: string,
  schoolName: string,
  steps: number,
  now: Date,
): Promise<LiveStats> {
  const format = gameFormat(globalShortName);
  if (!format || !isFollowable(game, globalShortName)) throw new HttpError(409, `Game ${game.id} cannot be followed live`);
  const before = await loadLive(store, tenant, game, globalShortName, schoolName);
  let live = before;
  for (let i = 0; i < steps && !live.is_complete; i++) live = nextLive({ ...live, version: live.version + i }, format);
  live = { ...live, version: before.version };
  return store.transaction(async (tx) => {
    const next = await putLive(store, tenant, live, now, tx.liveGames);
    if ((!before.has_started && live.has_started) || (!before.is_complete && live.is_complete))
      await tx.games.put(tenant, gameWith(game, live));
    return next;
  });
}
