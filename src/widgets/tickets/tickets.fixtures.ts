import { TicketsPropsSchema, ticketsData, type TicketsData, type TicketsProps } from './tickets.schema.ts';
import { fixtureNow, gamesInOrder } from '../shared/games.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const season = ticketsData({ sports: school.sports, games: gamesInOrder, now: fixtureNow });

export const ticketsFixtures = {
  season: { props: TicketsPropsSchema.parse({}), data: season, from: '/tickets' },
  /** The off-season: no home game ahead, season ticket links only. */
  offSeason: { props: TicketsPropsSchema.parse({}), data: ticketsData({ sports: school.sports, games: [], now: fixtureNow }) },
  noOffice: { props: TicketsPropsSchema.parse({}), data: { office: null, sports: [] } },
} satisfies Record<string, { props: TicketsProps; data: TicketsData; from?: string }>;
