import type { Meta, StoryObj } from '@storybook/react-vite';
import { awardBioFixtures } from './award-bio.fixtures.ts';
import AwardBio from './award-bio.tsx';

// One story per named fixture in award-bio.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/award-bio',
  component: AwardBio,
  args: { ...awardBioFixtures.player, sport: null, id: 'award-bio-story' },
} satisfies Meta<typeof AwardBio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player = { args: awardBioFixtures.player } satisfies Story;
export const Coach = { args: awardBioFixtures.coach } satisfies Story;
export const NoPersonLink = { args: awardBioFixtures.noPersonLink } satisfies Story;
export const AllAmerican = { args: awardBioFixtures.allAmerican } satisfies Story;
export const AllAmericanAlumnus = { args: awardBioFixtures.allAmericanAlumnus } satisfies Story;
