import type { Meta, StoryObj } from '@storybook/react-vite';
import { hofBioFixtures } from './hof-bio.fixtures.ts';
import HofBio from './hof-bio.tsx';

// One story per named fixture in hof-bio.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/hof-bio',
  component: HofBio,
  args: { ...hofBioFixtures.athlete, sport: null, id: 'hof-bio-story' },
} satisfies Meta<typeof HofBio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Athlete = { args: hofBioFixtures.athlete } satisfies Story;
export const NoPhoto = { args: hofBioFixtures.noPhoto } satisfies Story;
export const Administrator = { args: hofBioFixtures.administrator } satisfies Story;
