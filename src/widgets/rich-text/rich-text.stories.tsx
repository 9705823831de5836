import type { Meta, StoryObj } from '@storybook/react-vite';
import { richTextFixtures } from './rich-text.fixtures.ts';
import RichText from './rich-text.tsx';

// One story per named fixture in rich-text.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/rich-text',
  component: RichText,
  args: { ...richTextFixtures.default, sport: null, id: 'rich-text-story' },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = { args: richTextFixtures.default } satisfies Story;
export const WithTitle = { args: richTextFixtures.withTitle } satisfies Story;
export const Long = { args: richTextFixtures.long } satisfies Story;
export const Unsafe = { args: richTextFixtures.unsafe } satisfies Story;
export const Empty = { args: richTextFixtures.empty } satisfies Story;
