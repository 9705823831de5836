import type { Meta, StoryObj } from '@storybook/react-vite';
import { momentsFixtures } from './moments.fixtures.ts';
import Moments from './moments.tsx';

// One story per named fixture in moments.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/moments',
  component: Moments,
  args: { ...momentsFixtures.season, sport: null, id: 'moments-story' },
} satisfies Meta<typeof Moments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Season = { args: momentsFixtures.season } satisfies Story;
export const Videos = { args: momentsFixtures.videos } satisfies Story;
export const Sport = { args: momentsFixtures.sport } satisfies Story;
export const Empty = { args: momentsFixtures.empty } satisfies Story;
