import { PublicationsPropsSchema, publicationsData, type PublicationsData, type PublicationsProps } from './publications.schema.ts';
import { publishedPublications } from '../shared/publications.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const props = PublicationsPropsSchema.parse({});
const listOf = (query: Record<string, string>) =>
  publicationsData({ all: publishedPublications, sports: school.sports, kind: undefined, query });

export const publicationsFixtures = {
  all: { props, data: listOf({}), from: '/publications' },
  footballMediaGuides: {
    props,
    data: listOf({ sport: 'football', kind: 'media-guide' }),
    from: '/publications?sport=football&kind=media-guide',
  },
  noMatch: {
    props,
    data: {
      ...listOf({ sport: 'football', kind: 'media-guide' }),
      selected: { sport: 'baseball', season: '2024', kind: 'program' },
      groups: [],
      total: 0,
    },
  },
} satisfies Record<string, { props: PublicationsProps; data: PublicationsData; from?: string }>;
