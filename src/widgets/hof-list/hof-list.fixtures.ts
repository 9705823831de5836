import { HofListPropsSchema, honorsListOf, honorsListsOf, type HofListData, type HofListProps } from './hof-list.schema.ts';
import { honorsListUrl } from '../shared/honors.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

const props = HofListPropsSchema.parse({});
const published = school.inductees.filter((x) => x.published);
const hall = school.honorLists[0]!;
const basketball = sportBy('mbaskbl');

// The widget's own mappers over the demo school's lists and published inductees.
export const hofListFixtures = {
  allLists: { props, data: { lists: honorsListsOf(school.honorLists, published), list: null }, from: '/honors' },
  hallOfFame: { props, data: { lists: [], list: honorsListOf(hall, published, school.sports, null) }, from: honorsListUrl(hall.slug) },
  oneClass: {
    props,
    data: { lists: [], list: honorsListOf(hall, published, school.sports, { kind: 'class', year: 2019 }) },
    from: honorsListUrl(hall.slug, 2019),
  },
  oneSport: {
    props,
    data: { lists: [], list: honorsListOf(hall, published, school.sports, { kind: 'sport', sport: basketball }) },
    from: honorsListUrl(hall.slug, basketball.global_sport_name_slug),
  },
} satisfies Record<string, { props: HofListProps; data: HofListData; from?: string }>;
