import type { Meta, StoryObj } from '@storybook/react-vite';
import { tagListFixtures } from './tag-list.fixtures.ts';
import TagList from './tag-list.tsx';

// One story per named fixture in tag-list.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/tag-list',
  component: TagList,
  args: { ...tagListFixtures.all, sport: null, id: 'tag-list-story' },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All = { args: tagListFixtures.all } satisfies Story;
export const Few = { args: tagListFixtures.few } satisfies Story;
export const None = { args: tagListFixtures.none } satisfies Story;
