import type { Moment } from '#schemas/entities/press.ts';
import { MomentsPropsSchema, type MomentsData, type MomentsProps } from './moments.schema.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const published = school.moments.filter((m) => m.published);
function momentOf(m: Moment): MomentsData['moments'][number] {
  const sport = sportOf(m.sport_id);
  return { ...m, sport: { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` }, gameUrl: m.game_id ? `/sports/${sport.global_sport_name_slug}/schedule/${m.season}` : null };
}
const page = (pages: number) => ({ index: 0, pages, prevHref: null, nextHref: pages > 1 ? '/moments?page=2' : null });

export const momentsFixtures = {
  season: { props: MomentsPropsSchema.parse({}), data: { moments: published.slice(0, 12).map(momentOf), sport: null, total: published.length, page: page(Math.ceil(published.length / 12)) } },
  /** Videos show a poster and "Play Video": the player loads only when pressed. */
  videos: { props: MomentsPropsSchema.parse({}), data: { moments: published.filter((m) => m.video).slice(0, 4).map(momentOf), sport: null, total: 4, page: page(1) } },
  empty: { props: MomentsPropsSchema.parse({}), data: { moments: [], sport: "Men's Golf", total: 0, page: page(1) } },
} satisfies Record<string, { props: MomentsProps; data: MomentsData }>;
