import type { Game } from '#schemas/entities/game.ts';
import { gameFormat, liveFromGame, type LiveStats } from '#schemas/live.ts';
import { GameCenterPropsSchema, gameCenterDataOf, type GameCenterData, type GameCenterProps } from './game-center.schema.ts';
import { teamNameOf } from '#schemas/entities/site.ts';
import { FIXTURE_NOW, landmarks } from '#fixtures/school/index.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const marks = landmarks(school);
const schoolName = teamNameOf(school.site.athleticsName);
const now = new Date(FIXTURE_NOW);

function dataOf(game: Game, live: (l: LiveStats) => LiveStats = (l) => l): GameCenterData {
  const sport = sportOf(game.sport_id);
  const followed = gameFormat(sport.global_sport_shortname) ? live(liveFromGame(game, sport.global_sport_shortname, schoolName)) : null;
  return gameCenterDataOf({ game, sport, schoolName, logo: school.site.logo, live: followed, now, box: school.boxScores.find((b) => b.game_id === game.id) ?? null });
}

const plays: LiveStats['plays'] = [
  { period: 3, clock: '4:12', side: 'school', text: `${schoolName} scores 3`, points: 3 },
  { period: 3, clock: '5:01', side: 'opponent', text: 'Timeout', points: 0 },
  { period: 3, clock: '5:40', side: 'opponent', text: `${marks.liveGame.opponent.title} scores 2`, points: 2 },
];
const completed = school.games.find((g) => g.game_center_enabled && g.result?.status === 'W' && g.result.line_scores) ?? marks.postGame;
const overtime = school.games.find((g) => (g.result?.line_scores?.period_count ?? 0) > (g.result?.line_scores?.regulation ?? 99) && gameFormat(sportOf(g.sport_id).global_sport_shortname));

export const gameCenterFixtures = {
  /** Before the game: the countdown ticks to the start. */
  preGame: { props: GameCenterPropsSchema.parse({}), data: dataOf(marks.preGame) },
  /** Live: 3rd quarter, 4:12 left, the latest plays. */
  live: { props: GameCenterPropsSchema.parse({}), data: dataOf(marks.liveGame, (l) => ({ ...l, version: 7, plays })) },
  final: { props: GameCenterPropsSchema.parse({}), data: dataOf(completed) },
  overtime: { props: GameCenterPropsSchema.parse({}), data: dataOf(overtime ?? completed) },
  postponed: { props: GameCenterPropsSchema.parse({}), data: dataOf(marks.postponedGame) },
  /** A sport not followed play by play (no live stats): the schedule facts and links only. */
  notFollowed: { props: GameCenterPropsSchema.parse({}), data: dataOf(marks.fullTimeGame) },
} satisfies Record<string, { props: GameCenterProps; data: GameCenterData }>;
