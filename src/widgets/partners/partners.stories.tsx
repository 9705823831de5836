import type { Meta, StoryObj } from '@storybook/react-vite';
import { partnersFixtures } from './partners.fixtures.ts';
import Partners from './partners.tsx';

// One story per named fixture in partners.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/partners',
  component: Partners,
  args: { ...partnersFixtures.sponsors, sport: null, id: 'partners-story' },
} satisfies Meta<typeof Partners>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sponsors = { args: partnersFixtures.sponsors } satisfies Story;
export const Mixed = { args: partnersFixtures.mixed } satisfies Story;
export const None = { args: partnersFixtures.none } satisfies Story;
