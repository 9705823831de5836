import { ClippingsPropsSchema, type ClippingsData, type ClippingsProps } from './clippings.schema.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const sports = school.sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title }));
const clip = (c: (typeof school.clippings)[number]): ClippingsData['clips'][number] => {
  const sport = c.sport_id === null ? null : sportOf(c.sport_id);
  return { id: c.id, outlet: c.outlet, headline: c.headline, date: c.date, url: c.url, sport: sport ? { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` } : null };
};
const published = school.clippings.filter((c) => c.published);
const page = (pages: number, index = 0) => ({ index, pages, prevHref: index > 0 ? '/clippings' : null, nextHref: index + 1 < pages ? `/clippings?page=${index + 2}` : null });

export const clippingsFixtures = {
  latest: { props: ClippingsPropsSchema.parse({}), data: { clips: published.slice(0, 20).map(clip), sports, selected: '', action: '/clippings', total: published.length, page: page(Math.ceil(published.length / 20)) } },
  oneSport: (() => {
    const football = published.filter((c) => c.sport_id !== null && sportOf(c.sport_id).global_sport_shortname === 'mfootbl');
    return { props: ClippingsPropsSchema.parse({}), data: { clips: football.map(clip), sports, selected: 'football', action: '/clippings', total: football.length, page: page(1) } };
  })(),
  empty: { props: ClippingsPropsSchema.parse({}), data: { clips: [], sports, selected: 'mens-golf', action: '/clippings', total: 0, page: page(1) } },
} satisfies Record<string, { props: ClippingsProps; data: ClippingsData }>;
