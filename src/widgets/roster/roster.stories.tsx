import type { Meta, StoryObj } from '@storybook/react-vite';
import { rosterFixtures } from './roster.fixtures.ts';
import Roster from './roster.tsx';

// One story per named fixture in roster.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/roster',
  component: Roster,
  args: { ...rosterFixtures.default, sport: null, id: 'roster-story' },
  parameters: { router: { path: '/sports/football/roster' } },
} satisfies Meta<typeof Roster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = { args: rosterFixtures.default } satisfies Story;
export const GridView = { args: rosterFixtures.gridView } satisfies Story;
export const EmptyRoster = { args: rosterFixtures.emptyRoster } satisfies Story;
export const CoachesHidden = { args: rosterFixtures.coachesHidden } satisfies Story;
export const MissingFields = { args: rosterFixtures.missingFields } satisfies Story;
export const Crowded = { args: rosterFixtures.crowded } satisfies Story;
export const CrowdedGrid = { args: rosterFixtures.crowdedGrid } satisfies Story;
export const StaffPreview = { args: rosterFixtures.staffPreview } satisfies Story;
export const Print = { args: rosterFixtures.print, parameters: { router: { path: '/sports/football/roster/print' } } } satisfies Story;
