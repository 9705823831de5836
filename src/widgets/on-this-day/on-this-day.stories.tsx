import type { Meta, StoryObj } from '@storybook/react-vite';
import { onThisDayFixtures } from './on-this-day.fixtures.ts';
import OnThisDay from './on-this-day.tsx';

// One story per named fixture in on-this-day.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/on-this-day',
  component: OnThisDay,
  args: { ...onThisDayFixtures.november21, sport: null, id: 'otd-story' },
} satisfies Meta<typeof OnThisDay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const November21 = { args: onThisDayFixtures.november21 } satisfies Story;
export const LeapDay = { args: onThisDayFixtures.leapDay } satisfies Story;
export const NotADay = { args: onThisDayFixtures.notADay } satisfies Story;
export const Empty = { args: onThisDayFixtures.empty } satisfies Story;
