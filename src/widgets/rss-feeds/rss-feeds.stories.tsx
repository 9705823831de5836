import type { Meta, StoryObj } from '@storybook/react-vite';
import { rssFeedsFixtures } from './rss-feeds.fixtures.ts';
import RssFeeds from './rss-feeds.tsx';

// One story per named fixture in rss-feeds.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/rss-feeds',
  component: RssFeeds,
  args: { ...rssFeedsFixtures.all, sport: null, id: 'rss-story' },
} satisfies Meta<typeof RssFeeds>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All = { args: rssFeedsFixtures.all } satisfies Story;
export const WithoutPodcasts = { args: rssFeedsFixtures.withoutPodcasts } satisfies Story;
