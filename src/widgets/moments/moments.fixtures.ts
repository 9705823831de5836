import type { Sport } from '#schemas/entities/sport.ts';
import { MomentsPropsSchema, momentsData, type MomentsData, type MomentsProps } from './moments.schema.ts';
import { newestFirst } from '../shared/games.fixtures.ts';
import { school, sportBy, sportOf } from '../shared/school.fixtures.ts';

const props = MomentsPropsSchema.parse({});
const published = newestFirst(school.moments.filter((m) => m.published));
const of = (sport: Sport | null, moments = published.filter((m) => !sport || m.sport_id === sport.id), path = '/moments') =>
  momentsData({ sports: school.sports, moments, sport, pageNumber: 1, pageSize: props.pageSize, path });
const sport = sportOf(published[0]!.sport_id);

export const momentsFixtures = {
  season: { props, data: of(null), from: '/moments' },
  sport: {
    props,
    data: of(sport, undefined, `/sports/${sport.global_sport_name_slug}/moments`),
    from: `/sports/${sport.global_sport_name_slug}/moments`,
  },
  /** Videos show a poster and "Play Video": the player loads only when pressed. */
  videos: { props, data: of(null, published.filter((m) => m.video).slice(0, 4)) },
  empty: { props, data: of(sportBy('mgolf'), []) },
} satisfies Record<string, { props: MomentsProps; data: MomentsData; from?: string }>;
