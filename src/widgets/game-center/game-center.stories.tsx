import type { Meta, StoryObj } from '@storybook/react-vite';
import { gameCenterFixtures } from './game-center.fixtures.ts';
import GameCenter from './game-center.tsx';

// One story per named fixture in game-center.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/game-center',
  component: GameCenter,
  args: { ...gameCenterFixtures.preGame, sport: null, id: 'game-center-story' },
} satisfies Meta<typeof GameCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreGame = { args: gameCenterFixtures.preGame } satisfies Story;
export const Live = { args: gameCenterFixtures.live } satisfies Story;
export const Final = { args: gameCenterFixtures.final } satisfies Story;
export const Overtime = { args: gameCenterFixtures.overtime } satisfies Story;
export const Postponed = { args: gameCenterFixtures.postponed } satisfies Story;
export const NotFollowed = { args: gameCenterFixtures.notFollowed } satisfies Story;
export const NinthOvertime = { args: gameCenterFixtures.ninthOvertime } satisfies Story;
