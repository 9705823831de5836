import type { Meta, StoryObj } from '@storybook/react-vite';
import { cumeStatsFixtures } from './cume-stats.fixtures.ts';
import CumeStats from './cume-stats.tsx';

// One story per named fixture in cume-stats.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/cume-stats',
  component: CumeStats,
  args: { ...cumeStatsFixtures.football, sport: null, id: 'cume-stats-story' },
} satisfies Meta<typeof CumeStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Football = { args: cumeStatsFixtures.football } satisfies Story;
export const Basketball = { args: cumeStatsFixtures.basketball } satisfies Story;
export const Baseball = { args: cumeStatsFixtures.baseball } satisfies Story;
export const Volleyball = { args: cumeStatsFixtures.volleyball } satisfies Story;
