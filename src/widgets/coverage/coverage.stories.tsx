import type { Meta, StoryObj } from '@storybook/react-vite';
import { coverageFixtures } from './coverage.fixtures.ts';
import Coverage from './coverage.tsx';

// One story per named fixture in coverage.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/coverage',
  component: Coverage,
  args: { ...coverageFixtures.nextMonth, sport: null, id: 'coverage-story' },
} satisfies Meta<typeof Coverage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextMonth = { args: coverageFixtures.nextMonth } satisfies Story;
export const Football = { args: coverageFixtures.football } satisfies Story;
export const NothingScheduled = { args: coverageFixtures.nothingScheduled } satisfies Story;
