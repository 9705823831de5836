import type { Meta, StoryObj } from '@storybook/react-vite';
import { rosterBioFixtures } from './roster-bio.fixtures.ts';
import RosterBio from './roster-bio.tsx';

// One story per named fixture in roster-bio.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/roster-bio',
  component: RosterBio,
  args: { ...rosterBioFixtures.full, sport: null, id: 'roster-bio-story' },
  parameters: { router: { path: rosterBioFixtures.full.data.canonicalUrl } },
} satisfies Meta<typeof RosterBio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full = { args: rosterBioFixtures.full } satisfies Story;
export const MinimalFields = { args: rosterBioFixtures.minimalFields } satisfies Story;
export const FirstPlayer = { args: rosterBioFixtures.firstPlayer } satisfies Story;
