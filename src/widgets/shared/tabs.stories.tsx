import type { Meta, StoryObj } from '@storybook/react-vite';
import { LONG_OPPONENT_NAME, LONG_SCHOOL_NAME } from './long-names.fixtures.ts';
import { Tabs } from './tabs.tsx';

// The shared tabs (tabs.tsx): in Storybook React runs, so these are the upgraded tabs; the HTML they start as (links
// and sections) is what the box score's first-seconds test sees.
const meta = {
  title: 'Shared/tabs',
  component: Tabs,
  args: {
    id: 'tabs-story',
    label: 'Player stats by team',
    items: [
      { key: 'school', label: 'Northfield State', content: <p>Northfield State&rsquo;s players.</p> },
      { key: 'opponent', label: 'Lakeport State', content: <p>Lakeport State&rsquo;s players.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTeams = {} satisfies Story;

/** 60-character labels wrap inside their tab; nothing overflows at 320 px. */
export const LongNames = {
  args: {
    items: [
      { key: 'school', label: LONG_SCHOOL_NAME, content: <p>{LONG_SCHOOL_NAME}&rsquo;s players.</p> },
      { key: 'opponent', label: LONG_OPPONENT_NAME, content: <p>{LONG_OPPONENT_NAME}&rsquo;s players.</p> },
    ],
  },
} satisfies Story;

export const ThreeViews = {
  args: {
    label: 'Views',
    items: [
      { key: 'one', label: 'Box score', content: <p>The box score.</p> },
      { key: 'two', label: 'Play by play', content: <p>The plays.</p> },
      { key: 'three', label: 'Recap', content: <p>The recap.</p> },
    ],
  },
} satisfies Story;
