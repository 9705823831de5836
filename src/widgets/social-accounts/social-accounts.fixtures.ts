import { SocialAccountsPropsSchema, accountsOf, type SocialAccountsData, type SocialAccountsProps } from './social-accounts.schema.ts';
import { school } from '../shared/school.fixtures.ts';

const groups: SocialAccountsData['groups'] = [
  ...school.sports.filter((s) => s.non_sport).map((s) => ({ title: school.site.athleticsName, url: null, accounts: accountsOf(s) })),
  ...school.sports.filter((s) => !s.non_sport).map((s) => ({ title: s.title, url: `/sports/${s.global_sport_name_slug}`, accounts: accountsOf(s) })),
].filter((g) => g.accounts.length > 0);

export const socialAccountsFixtures = {
  all: { props: SocialAccountsPropsSchema.parse({}), data: { groups } },
  departmentOnly: { props: SocialAccountsPropsSchema.parse({}), data: { groups: groups.slice(0, 1) } },
  none: { props: SocialAccountsPropsSchema.parse({}), data: { groups: [] } },
} satisfies Record<string, { props: SocialAccountsProps; data: SocialAccountsData }>;
