import type { Meta, StoryObj } from '@storybook/react-vite';
import { notFoundFixtures } from './not-found.fixtures.ts';
import NotFound from './not-found.tsx';

// One story per named fixture in not-found.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/not-found',
  component: NotFound,
  args: { ...notFoundFixtures.default, sport: null, id: 'not-found-story' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = { args: notFoundFixtures.default } satisfies Story;
export const NoSports = { args: notFoundFixtures.noSports } satisfies Story;
