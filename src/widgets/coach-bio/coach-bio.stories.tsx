import type { Meta, StoryObj } from '@storybook/react-vite';
import { coachBioFixtures } from './coach-bio.fixtures.ts';
import CoachBio from './coach-bio.tsx';

// One story per named fixture in coach-bio.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/coach-bio',
  component: CoachBio,
  args: { ...coachBioFixtures.headCoach, sport: null, id: 'coach-bio-story' },
} satisfies Meta<typeof CoachBio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadCoach = { args: coachBioFixtures.headCoach } satisfies Story;
export const Assistant = { args: coachBioFixtures.assistant } satisfies Story;
export const SupportStaff = { args: coachBioFixtures.supportStaff } satisfies Story;
export const NoPhotoNoBio = { args: coachBioFixtures.noPhotoNoBio } satisfies Story;
