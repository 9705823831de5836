import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyListFixtures } from './story-list.fixtures.ts';
import StoryList from './story-list.tsx';

// One story per named fixture in story-list.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/story-list',
  component: StoryList,
  args: { ...storyListFixtures.default, sport: null, id: 'story-list-story' },
} satisfies Meta<typeof StoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = { args: storyListFixtures.default } satisfies Story;
export const Featured = { args: storyListFixtures.featured } satisfies Story;
export const List = { args: storyListFixtures.list } satisfies Story;
export const SportScoped = { args: storyListFixtures.sportScoped } satisfies Story;
export const SecondPage = { args: storyListFixtures.secondPage } satisfies Story;
export const LoadMore = { args: storyListFixtures.loadMore } satisfies Story;
export const Empty = { args: storyListFixtures.empty } satisfies Story;
export const LongTitles = { args: storyListFixtures.longTitles } satisfies Story;
