import type { Meta, StoryObj } from '@storybook/react-vite';
import { podcastPlayerFixtures } from './podcast-player.fixtures.ts';
import PodcastPlayer from './podcast-player.tsx';

// One story per named fixture in podcast-player.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/podcast-player',
  component: PodcastPlayer,
  args: { ...podcastPlayerFixtures.weekly, sport: null, id: 'podcast-player-story' },
} satisfies Meta<typeof PodcastPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly = { args: podcastPlayerFixtures.weekly } satisfies Story;
export const SecondPage = { args: podcastPlayerFixtures.secondPage } satisfies Story;
export const BlackedOutEpisode = { args: podcastPlayerFixtures.blackedOutEpisode } satisfies Story;
export const PremiumEpisode = { args: podcastPlayerFixtures.premiumEpisode } satisfies Story;
export const SubscribersOnlySeries = { args: podcastPlayerFixtures.subscribersOnlySeries } satisfies Story;
