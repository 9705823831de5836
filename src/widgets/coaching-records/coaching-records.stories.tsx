import type { Meta, StoryObj } from '@storybook/react-vite';
import { coachingRecordsFixtures } from './coaching-records.fixtures.ts';
import CoachingRecords from './coaching-records.tsx';

// One story per named fixture in coaching-records.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/coaching-records',
  component: CoachingRecords,
  args: { ...coachingRecordsFixtures.footballByYear, sport: null, id: 'coaching-records-story' },
} satisfies Meta<typeof CoachingRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FootballByYear = { args: coachingRecordsFixtures.footballByYear } satisfies Story;
export const FootballByCoach = { args: coachingRecordsFixtures.footballByCoach } satisfies Story;
export const SoccerWithTies = { args: coachingRecordsFixtures.soccerWithTies } satisfies Story;
