import {
  OpponentHistoryPropsSchema,
  opponentHistoryData,
  type OpponentHistoryData,
  type OpponentHistoryProps,
} from './opponent-history.schema.ts';
import { sportGames } from '../shared/games.fixtures.ts';
import { sportBy } from '../shared/school.fixtures.ts';

const props = OpponentHistoryPropsSchema.parse({});
const football = sportBy('mfootbl');
const games = sportGames(football.id);
const list = opponentHistoryData({ sport: football, games })!;
const top = list.opponents[0]!;

/** Bad input (spec 9 phones): opponents with a 60-character, a 60-character one-word and a right-to-left name. */
const BAD_NAMES = [
  'Northwestern Upper Peninsula Polytechnic Institute Lumberjac',
  'NorthwesternUpperPeninsulaPolytechnicInstituteLumberjacksXYZ',
  'جامعة الملك عبد العزيز للعلوم والتقنية',
];
const renamed = games.map((g) => {
  const name = BAD_NAMES[g.opponent.id % BAD_NAMES.length]!;
  return { ...g, opponent: { ...g.opponent, title: name } };
});

export const opponentHistoryFixtures = {
  footballList: { props, data: list, from: `/sports/${football.global_sport_name_slug}/opponent-history` },
  footballOpponent: { props, data: opponentHistoryData({ sport: football, games, opponentId: String(top.id) })!, from: top.url },
  longNames: { props, data: opponentHistoryData({ sport: football, games: renamed })! },
  noGames: { props, data: opponentHistoryData({ sport: football, games: [] })! },
} satisfies Record<string, { props: OpponentHistoryProps; data: OpponentHistoryData; from?: string }>;
