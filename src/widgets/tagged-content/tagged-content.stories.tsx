import type { Meta, StoryObj } from '@storybook/react-vite';
import { taggedContentFixtures } from './tagged-content.fixtures.ts';
import TaggedContent from './tagged-content.tsx';

// One story per named fixture in tagged-content.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/tagged-content',
  component: TaggedContent,
  args: { ...taggedContentFixtures.stories, sport: null, id: 'tagged-story' },
} satisfies Meta<typeof TaggedContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stories = { args: taggedContentFixtures.stories } satisfies Story;
export const SecondPage = { args: taggedContentFixtures.secondPage } satisfies Story;
export const OneSport = { args: taggedContentFixtures.oneSport } satisfies Story;
export const Players = { args: taggedContentFixtures.players } satisfies Story;
