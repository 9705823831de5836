import type { Meta, StoryObj } from '@storybook/react-vite';
import { facilityFixtures } from './facility.fixtures.ts';
import Facility from './facility.tsx';

// One story per named fixture in facility.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/facility',
  component: Facility,
  args: { ...facilityFixtures.featured, sport: null, id: 'facility-story' },
} satisfies Meta<typeof Facility>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Featured = { args: facilityFixtures.featured } satisfies Story;
export const ManySports = { args: facilityFixtures.manySports } satisfies Story;
export const NoUpcomingGames = { args: facilityFixtures.noUpcomingGames } satisfies Story;
export const NoImages = { args: facilityFixtures.noImages } satisfies Story;
