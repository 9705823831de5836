import { gameTimeLabel, isListedGame } from '#schemas/game-rules.ts';
import { TicketsPropsSchema, type TicketsData, type TicketsProps } from './tickets.schema.ts';
import { FIXTURE_NOW_MS } from '#fixtures/school/index.ts';
import { school } from '../shared/school.fixtures.ts';

const upcomingHome = school.games
  .filter((g) => g.location_indicator === 'H' && isListedGame(g) && !g.result?.status && Date.parse(g.date_utc) > FIXTURE_NOW_MS)
  .toSorted((a, b) => a.date_utc.localeCompare(b.date_utc));

function ticketsData(): TicketsData {
  return {
    office: school.sports.find((s) => s.non_sport)?.tickets ?? null,
    sports: school.sports.filter((s) => !s.non_sport && s.tickets).map((s) => {
      const next = upcomingHome.find((g) => g.sport_id === s.id);
      return {
        title: s.title, url: `/sports/${s.global_sport_name_slug}/schedule`, tickets: s.tickets ?? '',
        nextHome: next ? { date: next.date, time: gameTimeLabel(next), opponent: next.opponent.title, location: next.location, tickets: next.ticket_link ?? next.media.tickets ?? s.tickets ?? '' } : null,
      };
    }),
  };
}

export const ticketsFixtures = {
  season: { props: TicketsPropsSchema.parse({}), data: ticketsData() },
  /** The off-season: no home game ahead, season ticket links only. */
  offSeason: { props: TicketsPropsSchema.parse({}), data: { ...ticketsData(), sports: ticketsData().sports.map((s) => ({ ...s, nextHome: null })) } },
  noOffice: { props: TicketsPropsSchema.parse({}), data: { office: null, sports: [] } },
} satisfies Record<string, { props: TicketsProps; data: TicketsData }>;
