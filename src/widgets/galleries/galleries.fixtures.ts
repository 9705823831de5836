import { GalleriesPropsSchema, galleryListData, galleryPageData, type GalleriesData, type GalleriesProps } from './galleries.schema.ts';
import { gamesInOrder } from '../shared/games.fixtures.ts';
import { school, sportBy, sportOf } from '../shared/school.fixtures.ts';

const props = GalleriesPropsSchema.parse({});
const newest = gamesInOrder.toReversed();
const game = newest.find((g) => g.galleries.length > 0)!;
const sport = sportOf(game.sport_id);

export const galleriesFixtures = {
  list: {
    props,
    data: galleryListData({ sports: school.sports, games: newest, sport: null, pageNumber: 1, pageSize: props.pageSize }),
    from: '/galleries',
  },
  /** One gallery: thumbnails that open the photo viewer (a link to the photo without JavaScript). */
  gallery: { props, data: galleryPageData({ sports: school.sports, game, sport })!, from: game.galleries[0]!.url },
  empty: {
    props,
    data: galleryListData({ sports: school.sports, games: [], sport: sportBy('mgolf'), pageNumber: 1, pageSize: props.pageSize }),
  },
} satisfies Record<string, { props: GalleriesProps; data: GalleriesData; from?: string }>;
