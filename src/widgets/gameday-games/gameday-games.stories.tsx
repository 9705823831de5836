import type { Meta, StoryObj } from '@storybook/react-vite';
import { gamedayGamesFixtures } from './gameday-games.fixtures.ts';
import GamedayGames from './gameday-games.tsx';

// One story per named fixture in gameday-games.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/gameday-games',
  component: GamedayGames,
  args: { ...gamedayGamesFixtures.concurrent, sport: null, id: 'gameday-games-story' },
} satisfies Meta<typeof GamedayGames>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Concurrent = { args: gamedayGamesFixtures.concurrent } satisfies Story;
export const Single = { args: gamedayGamesFixtures.single } satisfies Story;
