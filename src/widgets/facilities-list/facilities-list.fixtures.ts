import {
  facilitiesListData,
  FacilitiesListPropsSchema,
  type FacilitiesListData,
  type FacilitiesListProps,
} from './facilities-list.schema.ts';
import { publishedFacilities } from '../shared/facilities.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const props = FacilitiesListPropsSchema.parse({});
const all = facilitiesListData(publishedFacilities, school.sports);
const cards = all.facilities;

export const facilitiesListFixtures = {
  all: { props, data: all, from: '/facilities' },
  noImages: { props, data: { facilities: cards.slice(0, 4).map((c) => ({ ...c, image: null })) } },
  noSports: {
    props,
    data: {
      facilities: [
        {
          ...cards.at(-1)!,
          id: 699,
          title: 'Falcon Performance Center',
          url: '/facilities/falcon-performance-center/699',
          featured: false,
          sports: [],
        },
      ],
    },
  },
  empty: { props, data: { facilities: [] } },
} satisfies Record<string, { props: FacilitiesListProps; data: FacilitiesListData; from?: string }>;
