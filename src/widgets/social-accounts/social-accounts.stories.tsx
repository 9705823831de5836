import type { Meta, StoryObj } from '@storybook/react-vite';
import { socialAccountsFixtures } from './social-accounts.fixtures.ts';
import SocialAccounts from './social-accounts.tsx';

// One story per named fixture in social-accounts.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/social-accounts',
  component: SocialAccounts,
  args: { ...socialAccountsFixtures.all, sport: null, id: 'social-accounts-story' },
} satisfies Meta<typeof SocialAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All = { args: socialAccountsFixtures.all } satisfies Story;
export const DepartmentOnly = { args: socialAccountsFixtures.departmentOnly } satisfies Story;
export const None = { args: socialAccountsFixtures.none } satisfies Story;
