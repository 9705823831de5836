import type { Meta, StoryObj } from '@storybook/react-vite';
import { manualPageFixtures } from './manual-page.fixtures.ts';
import ManualPage from './manual-page.tsx';

// One story per named fixture in manual-page.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/manual-page',
  component: ManualPage,
  args: { ...manualPageFixtures.watch, sport: null, id: 'manual-page-story' },
} satisfies Meta<typeof ManualPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Watch = { args: manualPageFixtures.watch } satisfies Story;
export const Showcase = { args: manualPageFixtures.showcase } satisfies Story;
export const Gameday = { args: manualPageFixtures.gameday } satisfies Story;
export const Draft = { args: manualPageFixtures.draft } satisfies Story;
