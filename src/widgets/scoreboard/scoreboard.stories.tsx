import type { Meta, StoryObj } from '@storybook/react-vite';
import { scoreboardFixtures } from './scoreboard.fixtures.ts';
import Scoreboard from './scoreboard.tsx';

// One story per named fixture in scoreboard.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/scoreboard',
  component: Scoreboard,
  args: { ...scoreboardFixtures.default, sport: null, id: 'scoreboard-story' },
} satisfies Meta<typeof Scoreboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = { args: scoreboardFixtures.default } satisfies Story;
export const TbaTime = { args: scoreboardFixtures.tbaTime } satisfies Story;
export const Results = { args: scoreboardFixtures.results } satisfies Story;
export const SportScoped = { args: scoreboardFixtures.sportScoped } satisfies Story;
export const SportResults = { args: scoreboardFixtures.sportResults } satisfies Story;
export const AllDay = { args: scoreboardFixtures.allDay } satisfies Story;
export const States = { args: scoreboardFixtures.states } satisfies Story;
export const Empty = { args: scoreboardFixtures.empty } satisfies Story;
