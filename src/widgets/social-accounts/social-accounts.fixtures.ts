import {
  SocialAccountsPropsSchema,
  socialAccountsData,
  type SocialAccountsData,
  type SocialAccountsProps,
} from './social-accounts.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const { groups } = socialAccountsData({ athleticsName: school.site.athleticsName, sports: school.sports });

export const socialAccountsFixtures = {
  all: { props: SocialAccountsPropsSchema.parse({}), data: { groups }, from: '/social-accounts' },
  departmentOnly: { props: SocialAccountsPropsSchema.parse({}), data: { groups: groups.slice(0, 1) } },
  none: { props: SocialAccountsPropsSchema.parse({}), data: { groups: [] } },
} satisfies Record<string, { props: SocialAccountsProps; data: SocialAccountsData; from?: string }>;
