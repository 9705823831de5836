import type { Meta, StoryObj } from '@storybook/react-vite';
import { videoEmbedFixtures } from './video-embed.fixtures.ts';
import VideoEmbed from './video-embed.tsx';

// One story per named fixture in video-embed.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/video-embed',
  component: VideoEmbed,
  args: { ...videoEmbedFixtures.youtubePlaying, sport: null, id: 'video-embed-story' },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YoutubePlaying = { args: videoEmbedFixtures.youtubePlaying } satisfies Story;
export const ArchiveWaiting = { args: videoEmbedFixtures.archiveWaiting } satisfies Story;
export const EndeavorLive = { args: videoEmbedFixtures.endeavorLive } satisfies Story;
export const None = { args: videoEmbedFixtures.none } satisfies Story;
