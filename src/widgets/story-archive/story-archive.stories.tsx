import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyArchiveFixtures } from './story-archive.fixtures.ts';
import StoryArchive from './story-archive.tsx';

// One story per named fixture in story-archive.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/story-archive',
  component: StoryArchive,
  args: { ...storyArchiveFixtures.firstPage, sport: null, id: 'archive-story' },
} satisfies Meta<typeof StoryArchive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage = { args: storyArchiveFixtures.firstPage } satisfies Story;
export const MiddlePage = { args: storyArchiveFixtures.middlePage } satisfies Story;
export const SportArchive = { args: storyArchiveFixtures.sportArchive } satisfies Story;
export const Empty = { args: storyArchiveFixtures.empty } satisfies Story;
export const PastTheEnd = { args: storyArchiveFixtures.pastTheEnd } satisfies Story;
