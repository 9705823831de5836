import { HofListPropsSchema, honorsListOf, type HofListData, type HofListProps } from './hof-list.schema.ts';
import { honorsListUrl } from '../shared/honors.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

const published = school.inductees.filter((x) => x.published);
const hall = school.honorLists[0]!;

export const hofListFixtures = {
  allLists: { props: HofListPropsSchema.parse({}), data: { lists: school.honorLists.map((l) => ({ ...l, count: published.filter((x) => x.list === l.slug).length, url: honorsListUrl(l.slug) })), list: null } },
  hallOfFame: { props: HofListPropsSchema.parse({}), data: { lists: [], list: honorsListOf(hall, published, school.sports, null) } },
  oneClass: { props: HofListPropsSchema.parse({}), data: { lists: [], list: honorsListOf(hall, published, school.sports, { kind: 'class', year: 2019 }) } },
  oneSport: { props: HofListPropsSchema.parse({}), data: { lists: [], list: honorsListOf(hall, published, school.sports, { kind: 'sport', sport: sportBy('mbaskbl') }) } },
} satisfies Record<string, { props: HofListProps; data: HofListData }>;
