import { GamedayGamesPropsSchema, type GamedayGamesData, type GamedayGamesProps } from './gameday-games.schema.ts';
import { gameCardOf } from '../shared/game-card.ts';
import { FIXTURE_NOW_MS } from '#fixtures/school/index.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const today = school.games.filter((g) => Math.abs(Date.parse(g.date_utc) - FIXTURE_NOW_MS) < 12 * 3_600_000).slice(0, 4);

export const gamedayGamesFixtures = {
  concurrent: { props: GamedayGamesPropsSchema.parse({}), data: { games: today.map((g) => gameCardOf(g, sportOf(g.sport_id))) } },
  single: { props: GamedayGamesPropsSchema.parse({}), data: { games: today.slice(0, 1).map((g) => gameCardOf(g, sportOf(g.sport_id))) } },
} satisfies Record<string, { props: GamedayGamesProps; data: GamedayGamesData }>;
