import type { Meta, StoryObj } from '@storybook/react-vite';
import { coachListFixtures } from './coach-list.fixtures.ts';
import CoachList from './coach-list.tsx';

// One story per named fixture in coach-list.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/coach-list',
  component: CoachList,
  args: { ...coachListFixtures.football, sport: null, id: 'coach-list-story' },
} satisfies Meta<typeof CoachList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Football = { args: coachListFixtures.football } satisfies Story;
export const FootballStaff = { args: coachListFixtures.footballStaff } satisfies Story;
export const Golf = { args: coachListFixtures.golf } satisfies Story;
export const NoPhotos = { args: coachListFixtures.noPhotos } satisfies Story;
