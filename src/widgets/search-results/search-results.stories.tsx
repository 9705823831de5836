import type { Meta, StoryObj } from '@storybook/react-vite';
import { searchResultsFixtures } from './search-results.fixtures.ts';
import SearchResults from './search-results.tsx';

// One story per named fixture in search-results.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/search-results',
  component: SearchResults,
  args: { ...searchResultsFixtures.grouped, sport: null, id: 'search-story' },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped = { args: searchResultsFixtures.grouped } satisfies Story;
export const Players = { args: searchResultsFixtures.players } satisfies Story;
export const ManyPages = { args: searchResultsFixtures.manyPages } satisfies Story;
export const MoreThanCounted = { args: searchResultsFixtures.moreThanCounted } satisfies Story;
export const NoResults = { args: searchResultsFixtures.noResults } satisfies Story;
export const EmptyQuery = { args: searchResultsFixtures.emptyQuery } satisfies Story;
