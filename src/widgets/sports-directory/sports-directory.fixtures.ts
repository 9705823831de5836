import {
  SportsDirectoryPropsSchema,
  sportsDirectoryData,
  type SportsDirectoryData,
  type SportsDirectoryProps,
} from './sports-directory.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const { groups } = sportsDirectoryData(school.sports);

export const sportsDirectoryFixtures = {
  /** Every sport of the demo school, as the home page's directory lists them (under its own title there). */
  default: { props: SportsDirectoryPropsSchema.parse({}), data: { groups }, from: '/' },
  customTitle: { props: SportsDirectoryPropsSchema.parse({ title: 'Falcon Teams' }), data: { groups } },
  oneGroup: { props: SportsDirectoryPropsSchema.parse({}), data: { groups: groups.slice(1, 2) } },
  empty: { props: SportsDirectoryPropsSchema.parse({}), data: { groups: [] } },
} satisfies Record<string, { props: SportsDirectoryProps; data: SportsDirectoryData; from?: string }>;
