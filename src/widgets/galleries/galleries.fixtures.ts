import { GalleriesPropsSchema, galleryCardOf, galleryPhotos, type GalleriesData, type GalleriesProps } from './galleries.schema.ts';
import { school, sportOf } from '../shared/school.fixtures.ts';

const withGallery = school.games.filter((g) => g.galleries.length > 0).toSorted((a, b) => b.date_utc.localeCompare(a.date_utc));
const sports = school.sports.filter((s) => !s.non_sport).map((s) => ({ value: s.global_sport_name_slug, label: s.title }));
const cards = withGallery.map((g) => galleryCardOf(g, sportOf(g.sport_id))!);
const page = (pages: number) => ({ index: 0, pages, prevHref: null, nextHref: pages > 1 ? '/galleries?page=2' : null });
const game = withGallery[0]!;
const sport = sportOf(game.sport_id);

export const galleriesFixtures = {
  list: { props: GalleriesPropsSchema.parse({}), data: { galleries: cards.slice(0, 12), gallery: null, sports, selected: '', action: '/galleries', total: cards.length, page: page(Math.ceil(cards.length / 12)) } },
  /** One gallery: thumbnails that open the photo viewer (a link to the photo without JavaScript). */
  gallery: {
    props: GalleriesPropsSchema.parse({}),
    data: {
      galleries: [], sports, selected: sport.global_sport_name_slug, action: '/galleries', total: 1, page: page(1),
      gallery: { title: game.galleries[0]!.title, date: game.date, sport: { title: sport.title, url: `/sports/${sport.global_sport_name_slug}` }, schedule: `/sports/${sport.global_sport_name_slug}/schedule/${game.season}`, photos: galleryPhotos(game.galleries[0]!, game, sport) },
    },
  },
  empty: { props: GalleriesPropsSchema.parse({}), data: { galleries: [], gallery: null, sports, selected: 'mens-golf', action: '/galleries', total: 0, page: page(1) } },
} satisfies Record<string, { props: GalleriesProps; data: GalleriesData }>;
