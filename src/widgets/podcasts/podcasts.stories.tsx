import type { Meta, StoryObj } from '@storybook/react-vite';
import { podcastsFixtures } from './podcasts.fixtures.ts';
import Podcasts from './podcasts.tsx';

// One story per named fixture in podcasts.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/podcasts',
  component: Podcasts,
  args: { ...podcastsFixtures.all, sport: null, id: 'podcasts-story' },
} satisfies Meta<typeof Podcasts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All = { args: podcastsFixtures.all } satisfies Story;
export const CoachesShows = { args: podcastsFixtures.coachesShows } satisfies Story;
export const Empty = { args: podcastsFixtures.empty } satisfies Story;
