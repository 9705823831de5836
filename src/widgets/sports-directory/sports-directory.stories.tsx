import type { Meta, StoryObj } from '@storybook/react-vite';
import { sportsDirectoryFixtures } from './sports-directory.fixtures.ts';
import SportsDirectory from './sports-directory.tsx';

// One story per named fixture in sports-directory.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/sports-directory',
  component: SportsDirectory,
  args: { ...sportsDirectoryFixtures.default, sport: null, id: 'sports-directory-story' },
} satisfies Meta<typeof SportsDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = { args: sportsDirectoryFixtures.default } satisfies Story;
export const CustomTitle = { args: sportsDirectoryFixtures.customTitle } satisfies Story;
export const OneGroup = { args: sportsDirectoryFixtures.oneGroup } satisfies Story;
export const Empty = { args: sportsDirectoryFixtures.empty } satisfies Story;
