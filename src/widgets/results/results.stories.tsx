import type { Meta, StoryObj } from '@storybook/react-vite';
import { resultsFixtures } from './results.fixtures.ts';
import Results from './results.tsx';

// One story per named fixture in results.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/results',
  component: Results,
  args: { ...resultsFixtures.football, sport: null, id: 'results-story' },
} satisfies Meta<typeof Results>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Football = { args: resultsFixtures.football } satisfies Story;
export const Basketball = { args: resultsFixtures.basketball } satisfies Story;
export const PrintConference = { args: resultsFixtures.printConference } satisfies Story;
export const NoGamesYet = { args: resultsFixtures.noGamesYet } satisfies Story;
