import type { Meta, StoryObj } from '@storybook/react-vite';
import { hofListFixtures } from './hof-list.fixtures.ts';
import HofList from './hof-list.tsx';

// One story per named fixture in hof-list.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/hof-list',
  component: HofList,
  args: { ...hofListFixtures.allLists, sport: null, id: 'hof-list-story' },
} satisfies Meta<typeof HofList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLists = { args: hofListFixtures.allLists } satisfies Story;
export const HallOfFame = { args: hofListFixtures.hallOfFame } satisfies Story;
export const OneClass = { args: hofListFixtures.oneClass } satisfies Story;
export const OneSport = { args: hofListFixtures.oneSport } satisfies Story;
