import type { Meta, StoryObj } from '@storybook/react-vite';
import { publicationFixtures } from './publication.fixtures.ts';
import Publication from './publication.tsx';

// One story per named fixture in publication.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/publication',
  component: Publication,
  args: { ...publicationFixtures.mediaGuide, sport: null, id: 'publication-story' },
} satisfies Meta<typeof Publication>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MediaGuide = { args: publicationFixtures.mediaGuide } satisfies Story;
export const YearbookWithoutRelated = { args: publicationFixtures.yearbookWithoutRelated } satisfies Story;
