import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFixtures } from './story.fixtures.ts';
import Story from './story.tsx';

// One story per named fixture in story.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/story',
  component: Story,
  args: { ...storyFixtures.full, sport: null, id: 'story-story' },
} satisfies Meta<typeof Story>;

export default meta;
type Entry = StoryObj<typeof meta>;

export const Full = { args: storyFixtures.full } satisfies Entry;
export const ArchiveVideo = { args: storyFixtures.archiveVideo } satisfies Entry;
export const Minimal = { args: storyFixtures.minimal } satisfies Entry;
export const Draft = { args: storyFixtures.draft } satisfies Entry;
export const Sanitized = { args: storyFixtures.sanitized } satisfies Entry;
