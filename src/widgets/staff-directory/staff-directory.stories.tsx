import type { Meta, StoryObj } from '@storybook/react-vite';
import { staffDirectoryFixtures } from './staff-directory.fixtures.ts';
import StaffDirectory from './staff-directory.tsx';

// One story per named fixture in staff-directory.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/staff-directory',
  component: StaffDirectory,
  args: { ...staffDirectoryFixtures.directory, sport: null, id: 'staff-directory-story' },
} satisfies Meta<typeof StaffDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Directory = { args: staffDirectoryFixtures.directory } satisfies Story;
export const Filtered = { args: staffDirectoryFixtures.filtered } satisfies Story;
export const NoMatch = { args: staffDirectoryFixtures.noMatch } satisfies Story;
export const Department = { args: staffDirectoryFixtures.department } satisfies Story;
export const Print = { args: staffDirectoryFixtures.print } satisfies Story;
