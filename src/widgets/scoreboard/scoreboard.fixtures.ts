import type { Sport } from '#schemas/entities/sport.ts';
import { ScoreboardPropsSchema, scoreboardData, toScoreboardGame, type ScoreboardData, type ScoreboardProps } from './scoreboard.schema.ts';
import { landmarks } from '#fixtures/school/index.ts';
import { fixtureNow, gamesInOrder } from '../shared/games.fixtures.ts';
import { school, sportBy, sportOf } from '../shared/school.fixtures.ts';

const marks = landmarks(school);
const mbb = sportBy('mbaskbl');
const golf = sportBy('mgolf');

/** The board these props show on the demo school at FIXTURE_NOW (on the page of `sport` for scoped boards). */
function board(props: ScoreboardProps, sport: Sport | null = null): ScoreboardData {
  return scoreboardData({
    sports: school.sports,
    games: gamesInOrder,
    now: fixtureNow,
    mode: props.mode,
    count: props.count,
    sport: props.sportScoped ? sport : null,
  });
}

const home = ScoreboardPropsSchema.parse({ title: 'Upcoming Games', mode: 'upcoming', count: 8, sportScoped: false });
const homeResults = ScoreboardPropsSchema.parse({ title: 'Latest Results', mode: 'results', count: 8, sportScoped: false });
const scoped = ScoreboardPropsSchema.parse({ count: 4 });
const scopedResults = ScoreboardPropsSchema.parse({ mode: 'results', count: 4 });
const allDay = ScoreboardPropsSchema.parse({ count: 3 });
const sportPage = (sport: Sport) => `/sports/${sport.global_sport_name_slug}`;
const tba = board(ScoreboardPropsSchema.parse({ count: 5, sportScoped: false }));

export const scoreboardFixtures = {
  /** The home page's board: live, pre-game and delayed games of FIXTURE_NOW first, then what comes next. */
  default: { props: home, data: board(home), from: '/' },
  /** A board with a TBA time among the next games. */
  tbaTime: {
    props: ScoreboardPropsSchema.parse({ count: 6, sportScoped: false }),
    data: tba.games.some((g) => g.tbd)
      ? tba
      : { ...tba, games: [...tba.games, toScoreboardGame(marks.tbdGame, sportOf(marks.tbdGame.sport_id), fixtureNow)] },
  },
  results: { props: homeResults, data: board(homeResults), from: '/' },
  sportScoped: { props: scoped, data: board(scoped, mbb), from: sportPage(mbb) },
  sportResults: { props: scopedResults, data: board(scopedResults, mbb), from: sportPage(mbb) },
  allDay: { props: allDay, data: board(allDay, golf), from: sportPage(golf) },
  /** Every special state in one board: live, pre-game, delayed, full time, post-game, postponed, canceled. */
  states: {
    props: ScoreboardPropsSchema.parse({ count: 7, sportScoped: false, title: 'Game States' }),
    data: {
      games: [
        marks.liveGame,
        marks.preGame,
        marks.delayedGame,
        marks.fullTimeGame,
        marks.postGame,
        marks.postponedGame,
        marks.canceledGame,
      ].map((g) => toScoreboardGame(g, sportOf(g.sport_id), fixtureNow)),
      scheduleUrl: null,
    },
  },
  empty: { props: ScoreboardPropsSchema.parse({}), data: { games: [], scheduleUrl: null } },
} satisfies Record<string, { props: ScoreboardProps; data: ScoreboardData; from?: string }>;
