import type { Meta, StoryObj } from '@storybook/react-vite';
import { facilitiesListFixtures } from './facilities-list.fixtures.ts';
import FacilitiesList from './facilities-list.tsx';

// One story per named fixture in facilities-list.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/facilities-list',
  component: FacilitiesList,
  args: { ...facilitiesListFixtures.all, sport: null, id: 'facilities-list-story' },
} satisfies Meta<typeof FacilitiesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All = { args: facilitiesListFixtures.all } satisfies Story;
export const NoImages = { args: facilitiesListFixtures.noImages } satisfies Story;
export const NoSports = { args: facilitiesListFixtures.noSports } satisfies Story;
export const Empty = { args: facilitiesListFixtures.empty } satisfies Story;
