import type { Meta, StoryObj } from '@storybook/react-vite';
import { galleriesFixtures } from './galleries.fixtures.ts';
import Galleries from './galleries.tsx';

// One story per named fixture in galleries.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/galleries',
  component: Galleries,
  args: { ...galleriesFixtures.list, sport: null, id: 'galleries-story' },
} satisfies Meta<typeof Galleries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List = { args: galleriesFixtures.list } satisfies Story;
export const Gallery = { args: galleriesFixtures.gallery } satisfies Story;
export const Empty = { args: galleriesFixtures.empty } satisfies Story;
