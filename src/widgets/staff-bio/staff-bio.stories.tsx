import type { Meta, StoryObj } from '@storybook/react-vite';
import { staffBioFixtures } from './staff-bio.fixtures.ts';
import StaffBio from './staff-bio.tsx';

// One story per named fixture in staff-bio.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/staff-bio',
  component: StaffBio,
  args: { ...staffBioFixtures.director, sport: null, id: 'staff-bio-story' },
} satisfies Meta<typeof StaffBio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Director = { args: staffBioFixtures.director } satisfies Story;
export const SportSupport = { args: staffBioFixtures.sportSupport } satisfies Story;
export const Sparse = { args: staffBioFixtures.sparse } satisfies Story;
