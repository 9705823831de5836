import { HISTORICAL_PAGE_SIZE, HistoricalRosterPropsSchema, alumniOf, type HistoricalRosterData, type HistoricalRosterProps } from './historical-roster.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const props = HistoricalRosterPropsSchema.parse({});
const all = alumniOf(school.roster.filter((p) => p.published), new Map(school.sports.map((s) => [s.id, s])));
const strip = ({ sportSlug: _s, lastName: _l, positionCodes: _p, ...a }: (typeof all)[number]) => a;

function listOf(players = all, selected = { q: '', sport: '', season: '', position: '' }, pageIndex = 0): HistoricalRosterData {
  const pages = Math.max(1, Math.ceil(players.length / HISTORICAL_PAGE_SIZE));
  return {
    action: '/historical-roster',
    options: {
      sport: school.sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
      season: ['2027', '2026-27', '2026', '2025-26', '2025', '2024-25', '2024'].map((s) => ({ value: s, label: s })),
      position: ['C', 'G', 'F', 'QB', 'WR'].map((p) => ({ value: p, label: p })),
    },
    selected,
    players: players.slice(pageIndex * HISTORICAL_PAGE_SIZE, (pageIndex + 1) * HISTORICAL_PAGE_SIZE).map(strip),
    total: players.length,
    page: { index: pageIndex, pages, prevHref: pageIndex > 0 ? `/historical-roster?page=${pageIndex}` : null, nextHref: pageIndex + 1 < pages ? `/historical-roster?page=${pageIndex + 2}` : null },
  };
}

const quarterbacks = all.filter((a) => a.positionCodes.includes('QB'));
export const historicalRosterFixtures = {
  firstPage: { props, data: listOf() },
  thirdPage: { props, data: listOf(all, undefined, 2) },
  quarterbacks: { props, data: listOf(quarterbacks, { q: '', sport: 'football', season: '', position: 'QB' }) },
  noMatch: { props, data: listOf([], { q: 'zzz', sport: '', season: '', position: '' }) },
} satisfies Record<string, { props: HistoricalRosterProps; data: HistoricalRosterData }>;
