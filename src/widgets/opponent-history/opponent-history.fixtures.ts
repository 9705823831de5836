import { OpponentHistoryPropsSchema, meetingsOf, opponentRows, type OpponentHistoryData, type OpponentHistoryProps } from './opponent-history.schema.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

const props = OpponentHistoryPropsSchema.parse({});
function historyOf(global: string): { sport: OpponentHistoryData['sport']; games: typeof school.games } {
  const sport = sportBy(global);
  return { sport: { title: sport.title, slug: sport.global_sport_name_slug }, games: school.games.filter((g) => g.sport_id === sport.id).toSorted((a, b) => a.date_utc.localeCompare(b.date_utc)) };
}
const football = historyOf('mfootbl');
const rows = opponentRows(football.games, football.sport.slug);
const top = rows[0]!;

export const opponentHistoryFixtures = {
  footballList: { props, data: { sport: football.sport, opponents: rows, opponent: null } },
  footballOpponent: { props, data: { sport: football.sport, opponents: [], opponent: { row: top, meetings: meetingsOf(football.games, top.id) } } },
  noGames: { props, data: { sport: football.sport, opponents: [], opponent: null } },
} satisfies Record<string, { props: OpponentHistoryProps; data: OpponentHistoryData }>;
