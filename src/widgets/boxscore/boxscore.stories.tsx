import type { Meta, StoryObj } from '@storybook/react-vite';
import { boxscoreFixtures } from './boxscore.fixtures.ts';
import Boxscore from './boxscore.tsx';

// One story per named fixture in boxscore.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/boxscore',
  component: Boxscore,
  args: { ...boxscoreFixtures.football, sport: null, id: 'boxscore-story' },
} satisfies Meta<typeof Boxscore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Football = { args: boxscoreFixtures.football } satisfies Story;
export const Basketball = { args: boxscoreFixtures.basketball } satisfies Story;
export const Overtime = { args: boxscoreFixtures.overtime } satisfies Story;
export const Baseball = { args: boxscoreFixtures.baseball } satisfies Story;
export const Soccer = { args: boxscoreFixtures.soccer } satisfies Story;
export const Volleyball = { args: boxscoreFixtures.volleyball } satisfies Story;
export const Hockey = { args: boxscoreFixtures.hockey } satisfies Story;
export const Generic = { args: boxscoreFixtures.generic } satisfies Story;
export const NineOvertimes = { args: boxscoreFixtures.nineOvertimes } satisfies Story;
