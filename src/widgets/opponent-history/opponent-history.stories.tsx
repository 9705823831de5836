import type { Meta, StoryObj } from '@storybook/react-vite';
import { opponentHistoryFixtures } from './opponent-history.fixtures.ts';
import OpponentHistory from './opponent-history.tsx';

// One story per named fixture in opponent-history.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/opponent-history',
  component: OpponentHistory,
  args: { ...opponentHistoryFixtures.footballList, sport: null, id: 'opponent-history-story' },
} satisfies Meta<typeof OpponentHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FootballList = { args: opponentHistoryFixtures.footballList } satisfies Story;
export const FootballOpponent = { args: opponentHistoryFixtures.footballOpponent } satisfies Story;
export const LongNames = { args: opponentHistoryFixtures.longNames } satisfies Story;
export const NoGames = { args: opponentHistoryFixtures.noGames } satisfies Story;
