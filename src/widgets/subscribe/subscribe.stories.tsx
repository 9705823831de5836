import type { Meta, StoryObj } from '@storybook/react-vite';
import { subscribeFixtures } from './subscribe.fixtures.ts';
import Subscribe from './subscribe.tsx';

// One story per named fixture in subscribe.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/subscribe',
  component: Subscribe,
  args: { ...subscribeFixtures.form, sport: null, id: 'subscribe-story' },
} satisfies Meta<typeof Subscribe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form = { args: subscribeFixtures.form } satisfies Story;
export const Sent = { args: subscribeFixtures.sent } satisfies Story;
export const Invalid = { args: subscribeFixtures.invalid } satisfies Story;
export const Limited = { args: subscribeFixtures.limited } satisfies Story;
export const Confirmed = { args: subscribeFixtures.confirmed } satisfies Story;
export const Unsubscribed = { args: subscribeFixtures.unsubscribed } satisfies Story;
export const BadUnsubscribeLink = { args: subscribeFixtures.badUnsubscribeLink } satisfies Story;
