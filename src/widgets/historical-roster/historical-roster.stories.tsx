import type { Meta, StoryObj } from '@storybook/react-vite';
import { historicalRosterFixtures } from './historical-roster.fixtures.ts';
import HistoricalRoster from './historical-roster.tsx';

// One story per named fixture in historical-roster.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/historical-roster',
  component: HistoricalRoster,
  args: { ...historicalRosterFixtures.firstPage, sport: null, id: 'historical-story' },
} satisfies Meta<typeof HistoricalRoster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage = { args: historicalRosterFixtures.firstPage } satisfies Story;
export const ThirdPage = { args: historicalRosterFixtures.thirdPage } satisfies Story;
export const Quarterbacks = { args: historicalRosterFixtures.quarterbacks } satisfies Story;
export const NoMatch = { args: historicalRosterFixtures.noMatch } satisfies Story;
