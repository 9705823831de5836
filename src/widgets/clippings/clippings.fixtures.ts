import type { Sport } from '#schemas/entities/sport.ts';
import { ClippingsPropsSchema, clippingsData, type ClippingsData, type ClippingsProps } from './clippings.schema.ts';
import { newestFirst } from '../shared/games.fixtures.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

const props = ClippingsPropsSchema.parse({});
const published = newestFirst(school.clippings.filter((c) => c.published));
const of = (sport: Sport | null, pageNumber = 1, clips = published.filter((c) => !sport || c.sport_id === sport.id)) =>
  clippingsData({ sports: school.sports, clips, sport, pageNumber, pageSize: props.pageSize, path: '/clippings' });

export const clippingsFixtures = {
  latest: { props, data: of(null), from: '/clippings' },
  secondPage: { props, data: of(null, 2), from: '/clippings?page=2' },
  oneSport: { props, data: of(sportBy('mfootbl')), from: '/clippings?sport=football' },
  empty: { props, data: of(sportBy('mgolf'), 1, []) },
} satisfies Record<string, { props: ClippingsProps; data: ClippingsData; from?: string }>;
