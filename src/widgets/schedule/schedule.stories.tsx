import type { Meta, StoryObj } from '@storybook/react-vite';
import { scheduleFixtures } from './schedule.fixtures.ts';
import Schedule from './schedule.tsx';

// One story per named fixture in schedule.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/schedule',
  component: Schedule,
  args: { ...scheduleFixtures.default, sport: null, id: 'schedule-story' },
} satisfies Meta<typeof Schedule>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = { args: scheduleFixtures.default } satisfies Story;
export const EmptySeason = { args: scheduleFixtures.emptySeason } satisfies Story;
export const LiveGame = { args: scheduleFixtures.liveGame } satisfies Story;
export const PostponedCanceled = { args: scheduleFixtures.postponedCanceled } satisfies Story;
export const TournamentDoubleheader = { args: scheduleFixtures.tournamentDoubleheader } satisfies Story;
export const AllDayEvents = { args: scheduleFixtures.allDayEvents } satisfies Story;
export const Text = { args: scheduleFixtures.text } satisfies Story;
export const Print = { args: scheduleFixtures.print } satisfies Story;
export const LongNames = { args: scheduleFixtures.longNames } satisfies Story;
export const LongNamesText = { args: scheduleFixtures.longNamesText } satisfies Story;
export const FilteredAway = { args: scheduleFixtures.filteredAway } satisfies Story;
