import { sportHomeLinks } from '#schemas/entities/sport-home-links.ts';
import { NotFoundPropsSchema, type NotFoundData, type NotFoundProps } from './not-found.schema.ts';
import { school } from '../shared/school.fixtures.ts';

export const notFoundFixtures = {
  default: { props: NotFoundPropsSchema.parse({}), data: { sports: sportHomeLinks(school.navigation) }, from: '/404' },
  /** A site whose menu links no sport: home and the search remain. */
  noSports: { props: NotFoundPropsSchema.parse({}), data: { sports: [] } },
} satisfies Record<string, { props: NotFoundProps; data: NotFoundData; from?: string }>;
