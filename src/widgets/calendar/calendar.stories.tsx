import type { Meta, StoryObj } from '@storybook/react-vite';
import { calendarFixtures } from './calendar.fixtures.ts';
import Calendar from './calendar.tsx';

// One story per named fixture in calendar.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/calendar',
  component: Calendar,
  args: { ...calendarFixtures.november, sport: null, id: 'calendar-story' },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const November = { args: calendarFixtures.november } satisfies Story;
export const NovemberList = { args: calendarFixtures.novemberList } satisfies Story;
export const FootballHome = { args: calendarFixtures.footballHome } satisfies Story;
export const EmptyMonth = { args: calendarFixtures.emptyMonth } satisfies Story;
export const CrowdedDay = { args: calendarFixtures.crowdedDay } satisfies Story;
export const Print = { args: calendarFixtures.print } satisfies Story;
