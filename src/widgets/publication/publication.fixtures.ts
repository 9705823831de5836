import { PublicationPropsSchema, type PublicationData, type PublicationProps } from './publication.schema.ts';
import { publicationCardOf } from '../shared/publication-card.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const props = PublicationPropsSchema.parse({});
const guide = school.publications.find((p) => p.kind === 'media-guide' && p.sport_id !== null);
const yearbook = school.publications.find((p) => p.kind === 'yearbook');
if (!guide || !yearbook) throw new Error('Fixture landmark missing: a media guide and a yearbook');
const card = (p: typeof guide) => publicationCardOf(p, school.sports);

export const publicationFixtures = {
  mediaGuide: {
    props,
    data: {
      publication: card(guide),
      description: guide.description,
      related: school.publications.filter((p) => p.id !== guide.id && p.kind === guide.kind && p.sport_id === guide.sport_id).map(card),
    },
  },
  yearbookWithoutRelated: { props, data: { publication: card(yearbook), description: yearbook.description, related: [] } },
} satisfies Record<string, { props: PublicationProps; data: PublicationData }>;
