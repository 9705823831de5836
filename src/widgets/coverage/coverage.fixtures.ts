import { CoveragePropsSchema, coverageGameOf, isBroadcast, type CoverageData, type CoverageProps } from './coverage.schema.ts';
import { FIXTURE_NOW_MS } from '#fixtures/school/index.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const sports = school.sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title }));
const through = new Date(FIXTURE_NOW_MS + 30 * 86_400_000).toISOString();
const coming = school.games
  .filter((g) => isBroadcast(g) && Date.parse(g.date_utc) > FIXTURE_NOW_MS && g.date_utc < through && !sportOf(g.sport_id).non_sport)
  .toSorted((a, b) => a.date_utc.localeCompare(b.date_utc));

function byDay(games: typeof coming): CoverageData['days'] {
  const days: CoverageData['days'] = [];
  for (const g of games) {
    const sport = sportOf(g.sport_id);
    const game = coverageGameOf(g, { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` });
    const day = g.date.slice(0, 10);
    const last = days.at(-1);
    if (last?.day === day) last.games.push(game);
    else days.push({ day, games: [game] });
  }
  return days;
}

export const coverageFixtures = {
  nextMonth: { props: CoveragePropsSchema.parse({}), data: { days: byDay(coming), sports, selected: '', action: '/coverage', through } },
  football: { props: CoveragePropsSchema.parse({}), data: { days: byDay(coming.filter((g) => sportOf(g.sport_id).global_sport_shortname === 'mfootbl')), sports, selected: 'football', action: '/coverage', through } },
  nothingScheduled: { props: CoveragePropsSchema.parse({}), data: { days: [], sports, selected: 'mens-golf', action: '/coverage', through } },
} satisfies Record<string, { props: CoverageProps; data: CoverageData }>;
