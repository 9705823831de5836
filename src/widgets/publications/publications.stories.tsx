import type { Meta, StoryObj } from '@storybook/react-vite';
import { publicationsFixtures } from './publications.fixtures.ts';
import Publications from './publications.tsx';

// One story per named fixture in publications.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/publications',
  component: Publications,
  args: { ...publicationsFixtures.all, sport: null, id: 'publications-story' },
} satisfies Meta<typeof Publications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All = { args: publicationsFixtures.all } satisfies Story;
export const FootballMediaGuides = { args: publicationsFixtures.footballMediaGuides } satisfies Story;
export const NoMatch = { args: publicationsFixtures.noMatch } satisfies Story;
