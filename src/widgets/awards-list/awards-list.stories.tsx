import type { Meta, StoryObj } from '@storybook/react-vite';
import { awardsListFixtures } from './awards-list.fixtures.ts';
import AwardsList from './awards-list.tsx';

// One story per named fixture in awards-list.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/awards-list',
  component: AwardsList,
  args: { ...awardsListFixtures.firstPage, sport: null, id: 'awards-list-story' },
} satisfies Meta<typeof AwardsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage = { args: awardsListFixtures.firstPage } satisfies Story;
export const SecondPage = { args: awardsListFixtures.secondPage } satisfies Story;
export const FootballOneYear = { args: awardsListFixtures.footballOneYear } satisfies Story;
export const AllAmericans = { args: awardsListFixtures.allAmericans } satisfies Story;
export const AllAmericansSwimming = { args: awardsListFixtures.allAmericansSwimming } satisfies Story;
export const NoMatch = { args: awardsListFixtures.noMatch } satisfies Story;
