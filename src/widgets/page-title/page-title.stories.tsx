import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageTitleFixtures } from './page-title.fixtures.ts';
import PageTitle from './page-title.tsx';
import { sportBy } from '../shared/school.fixtures.ts';

const football = sportBy('mfootbl');

// One story per named fixture in page-title.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/page-title',
  component: PageTitle,
  args: { ...pageTitleFixtures.default, sport: null, id: 'page-title-story', pageTitle: `${football.title} Schedule` },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = { args: pageTitleFixtures.default } satisfies Story;
export const WithSubtitle = { args: pageTitleFixtures.withSubtitle } satisfies Story;
export const Overridden = { args: pageTitleFixtures.overridden } satisfies Story;
export const Hidden = { args: pageTitleFixtures.hidden } satisfies Story;
export const LongTitle = { args: pageTitleFixtures.longTitle } satisfies Story;
