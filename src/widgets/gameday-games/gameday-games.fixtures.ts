import { GamedayGamesPropsSchema, gamedayGamesData, type GamedayGamesData, type GamedayGamesProps } from './gameday-games.schema.ts';
import { FIXTURE_NOW_MS } from '#fixtures/school/index.ts';
import { school } from '../shared/school.fixtures.ts';

const today = school.games.filter((g) => Math.abs(Date.parse(g.date_utc) - FIXTURE_NOW_MS) < 12 * 3_600_000).slice(0, 4);
const props = GamedayGamesPropsSchema.parse({});
const at = (games: typeof today) => `/gameday/concurrent.aspx?ids=${games.map((g) => g.id).join(',')}`;

export const gamedayGamesFixtures = {
  concurrent: { props, data: gamedayGamesData({ sports: school.sports, games: today }), from: at(today) },
  single: { props, data: gamedayGamesData({ sports: school.sports, games: today.slice(0, 1) }), from: at(today.slice(0, 1)) },
} satisfies Record<string, { props: GamedayGamesProps; data: GamedayGamesData; from?: string }>;
