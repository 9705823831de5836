import { ScoreboardPropsSchema, type ScoreboardData, type ScoreboardGame, type ScoreboardProps } from './scoreboard.schema.ts';
import { FIXTURE_NOW_MS, landmarks } from '#fixtures/school/index.ts';
import type { Game } from '#schemas/entities/game.ts';
import { school, sportBy, sportOf } from '../shared/school.fixtures.ts';

/** A game as a scoreboard card (the resolver's mapping, for the fixtures). */
export function toScoreboardGame(g: Game): ScoreboardGame {
  const sport = sportOf(g.sport_id);
  const links: ScoreboardGame['links'] = [];
  if (g.result?.boxscore) links.push({ title: 'Box Score', url: g.result.boxscore });
  if (g.result?.recap) links.push({ title: 'Recap', url: g.result.recap });
  if (g.media.stats && g.game_state !== 8) links.push({ title: 'Live Stats', url: g.media.stats });
  if (g.media.video) links.push({ title: 'Watch', url: g.media.video });
  if (g.media.tickets && g.game_state < 3) links.push({ title: 'Tickets', url: g.media.tickets });
  return {
    id: g.id,
    date: g.date,
    time: g.time,
    tbd: g.tbd,
    is_all_day: g.is_all_day,
    location_indicator: g.location_indicator,
    location: g.location,
    opponent: { title: g.opponent.title, image: g.opponent.image },
    sport: { id: sport.id, title: sport.title, slug: sport.global_sport_name_slug },
    result: g.result ? { status: g.result.status, team_score: g.result.team_score, opponent_score: g.result.opponent_score } : null,
    game_state: g.game_state,
    tournament: g.tournament,
    links,
  };
}

const visible = (g: Game) => !(g.type === 'S' && g.status === 'O' && g.result === null);

/** Games not yet complete, from FIXTURE_NOW's day on, in date order (live and pre-game first by time). */
export function upcomingGames(filter: (g: Game) => boolean = () => true): Game[] {
  const dayStart = FIXTURE_NOW_MS - 12 * 3_600_000;
  return school.games
    .filter((g) => visible(g) && filter(g) && [0, 1, 2, 3].includes(g.game_state) && Date.parse(g.date) >= dayStart)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id);
}

/** Completed games, newest first. */
export function recentResults(filter: (g: Game) => boolean = () => true): Game[] {
  return school.games
    .filter((g) => visible(g) && filter(g) && [4, 7, 8].includes(g.game_state) && g.result !== null)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
}

const marks = landmarks(school);
const mbb = sportBy('mbaskbl');
const golf = sportBy('mgolf');

const nextUp = upcomingGames().slice(0, 5);
// The first TBD game ahead, so the default board always shows one.
const withTbd = nextUp.some((g) => g.tbd) ? nextUp : [...nextUp, marks.tbdGame];

export const scoreboardFixtures = {
  /** Live, pre-game and delayed games of FIXTURE_NOW first, then what comes next, including a TBA time. */
  default: { props: ScoreboardPropsSchema.parse({}), data: { games: withTbd.map(toScoreboardGame), scheduleUrl: '/calendar' } },
  results: {
    props: ScoreboardPropsSchema.parse({ mode: 'results', title: 'Latest Results' }),
    data: { games: recentResults().slice(0, 6).map(toScoreboardGame), scheduleUrl: '/calendar' },
  },
  sportScoped: {
    props: ScoreboardPropsSchema.parse({ count: 4 }),
    data: { games: upcomingGames((g) => g.sport_id === mbb.id).slice(0, 4).map(toScoreboardGame), scheduleUrl: `/sports/${mbb.global_sport_name_slug}/schedule` },
  },
  sportResults: {
    props: ScoreboardPropsSchema.parse({ mode: 'results', count: 4 }),
    data: { games: recentResults((g) => g.sport_id === mbb.id).slice(0, 4).map(toScoreboardGame), scheduleUrl: `/sports/${mbb.global_sport_name_slug}/schedule` },
  },
  allDay: {
    props: ScoreboardPropsSchema.parse({ count: 3 }),
    data: { games: upcomingGames((g) => g.sport_id === golf.id).slice(0, 3).map(toScoreboardGame), scheduleUrl: `/sports/${golf.global_sport_name_slug}/schedule` },
  },
  /** Every special state in one board: live, pre-game, delayed, full time, post-game, postponed, canceled. */
  states: {
    props: ScoreboardPropsSchema.parse({ count: 7, sportScoped: false, title: 'Game States' }),
    data: {
      games: [marks.liveGame, marks.preGame, marks.delayedGame, marks.fullTimeGame, marks.postGame, marks.postponedGame, marks.canceledGame].map(toScoreboardGame),
      scheduleUrl: null,
    },
  },
  empty: { props: ScoreboardPropsSchema.parse({}), data: { games: [], scheduleUrl: null } },
} satisfies Record<string, { props: ScoreboardProps; data: ScoreboardData }>;
