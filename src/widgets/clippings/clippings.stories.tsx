import type { Meta, StoryObj } from '@storybook/react-vite';
import { clippingsFixtures } from './clippings.fixtures.ts';
import Clippings from './clippings.tsx';

// One story per named fixture in clippings.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/clippings',
  component: Clippings,
  args: { ...clippingsFixtures.latest, sport: null, id: 'clippings-story' },
} satisfies Meta<typeof Clippings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Latest = { args: clippingsFixtures.latest } satisfies Story;
export const SecondPage = { args: clippingsFixtures.secondPage } satisfies Story;
export const OneSport = { args: clippingsFixtures.oneSport } satisfies Story;
export const Empty = { args: clippingsFixtures.empty } satisfies Story;
