import type { Meta, StoryObj } from '@storybook/react-vite';
import { splashPageFixtures } from './splash-page.fixtures.ts';
import SplashPage from './splash-page.tsx';

// One story per named fixture in splash-page.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/splash-page',
  component: SplashPage,
  args: { ...splashPageFixtures.live, sport: null, id: 'splash-page-story' },
} satisfies Meta<typeof SplashPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live = { args: splashPageFixtures.live } satisfies Story;
export const Expired = { args: splashPageFixtures.expired } satisfies Story;
export const StaffPreview = { args: splashPageFixtures.staffPreview } satisfies Story;
