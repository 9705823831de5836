import type { Meta, StoryObj } from '@storybook/react-vite';
import { documentFixtures } from './document.fixtures.ts';
import Document from './document.tsx';

// One story per named fixture in document.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/document',
  component: Document,
  args: { ...documentFixtures.available, sport: null, id: 'document-story' },
} satisfies Meta<typeof Document>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available = { args: documentFixtures.available } satisfies Story;
export const Protected = { args: documentFixtures.protected } satisfies Story;
export const LargeFile = { args: documentFixtures.largeFile } satisfies Story;
