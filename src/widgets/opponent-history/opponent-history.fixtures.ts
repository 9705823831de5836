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

export const opponentHistoryFixtures = {
  footballList: { props, data: list, from: `/sports/${football.global_sport_name_slug}/opponent-history` },
  footballOpponent: { props, data: opponentHistoryData({ sport: football, games, opponentId: String(top.id) })!, from: top.url },
  noGames: { props, data: opponentHistoryData({ sport: football, games: [] })! },
} satisfies Record<string, { props: OpponentHistoryProps; data: OpponentHistoryData; from?: string }>;
