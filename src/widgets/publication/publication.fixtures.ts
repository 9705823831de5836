import { PublicationPropsSchema, publicationData, type PublicationData, type PublicationProps } from './publication.schema.ts';
import { publishedPublications } from '../shared/publications.fixtures.ts';
import { school } from '../shared/school.fixtures.ts';

const props = PublicationPropsSchema.parse({});
const guide = publishedPublications.find((p) => p.kind === 'media-guide' && p.sport_id !== null);
const yearbook = publishedPublications.find((p) => p.kind === 'yearbook');
if (!guide || !yearbook) throw new Error('Fixture landmark missing: a media guide and a yearbook');

export const publicationFixtures = {
  mediaGuide: {
    props,
    data: publicationData({ publication: guide, all: publishedPublications, sports: school.sports }),
    from: `/publications/${guide.slug}`,
  },
  yearbookWithoutRelated: {
    props,
    data: { ...publicationData({ publication: yearbook, all: publishedPublications, sports: school.sports }), related: [] },
  },
} satisfies Record<string, { props: PublicationProps; data: PublicationData; from?: string }>;
