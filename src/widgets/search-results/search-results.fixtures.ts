import {
  MARK_CLOSE,
  MARK_OPEN,
  SEARCH_COUNT_LIMIT,
  SearchResultsPropsSchema,
  searchResultsData,
  searchSelection,
  type SearchKind,
  type SearchMatch,
  type SearchResultsData,
  type SearchResultsProps,
} from './search-results.schema.ts';
import { school } from '../shared/school.fixtures.ts';
import { listedStories } from '../shared/stories.fixtures.ts';

const props = SearchResultsPropsSchema.parse({});
/** Marks `word` in `text` as the index's highlight() and snippet() do. */
const mark = (text: string, word: string) => text.replace(new RegExp(`(${word})`, 'gi'), `${MARK_OPEN}$1${MARK_CLOSE}`);

// The index ranks and cuts snippets itself (FTS5): these matches are made by hand in its shape, the mapping is the widget's.
const storyMatches = (word: string, n: number): SearchMatch[] =>
  listedStories
    .filter((s) => s.title.toLowerCase().includes(word))
    .slice(0, n)
    .map((s) => ({
      kind: 'story',
      doc_id: s.id,
      sport_id: s.sport_id,
      slug: s.url,
      published: 1,
      sort_date: s.date,
      title: mark(s.title, word),
      snippet: mark(s.teaser ?? '', word),
    }));
const playerMatches: SearchMatch[] = school.roster
  .filter((p) => p.last_name.startsWith('M'))
  .slice(0, 3)
  .map((p) => ({
    kind: 'player',
    doc_id: p.id,
    sport_id: p.sport_id,
    slug: p.slug,
    published: 1,
    sort_date: null,
    title: mark(`${p.first_name} ${p.last_name}`, 'M'),
    snippet: '',
  }));
const football = school.sports.find((s) => s.global_sport_name_slug === 'football')!;
const sportMatch: SearchMatch = {
  kind: 'sport',
  doc_id: football.id,
  sport_id: football.id,
  slug: 'football',
  published: 1,
  sort_date: null,
  title: mark('Football', 'football'),
  snippet: '',
};

function dataOf(
  query: Record<string, string>,
  groups: { kind: SearchKind; count: number; matches: SearchMatch[] }[] = [],
): SearchResultsData {
  return searchResultsData({
    selection: searchSelection(query, school.sports),
    sports: school.sports,
    counts: new Map(groups.map((g) => [g.kind, g.count])),
    matches: new Map(groups.map((g) => [g.kind, g.matches])),
  });
}

export const searchResultsFixtures = {
  grouped: {
    props,
    data: dataOf({ q: 'football' }, [
      { kind: 'story', count: 48, matches: storyMatches('football', 5) },
      { kind: 'sport', count: 1, matches: [sportMatch] },
    ]),
  },
  players: { props, data: dataOf({ q: 'm', type: 'player' }, [{ kind: 'player', count: 3, matches: playerMatches }]) },
  manyPages: {
    props,
    data: dataOf({ q: 'falcons', type: 'story', page: '3' }, [{ kind: 'story', count: 57, matches: storyMatches('falcons', 10) }]),
  },
  /** A word in most stories of a long archive: more than are counted (SEARCH_COUNT_LIMIT); the demo school has fewer. */
  moreThanCounted: {
    props,
    data: dataOf({ q: 'falcons' }, [
      { kind: 'story', count: SEARCH_COUNT_LIMIT + 1, matches: storyMatches('falcons', 5) },
      { kind: 'player', count: 2, matches: playerMatches.slice(0, 2) },
    ]),
  },
  noResults: { props, data: dataOf({ q: 'quidditch' }), from: '/search?q=quidditch' },
  emptyQuery: { props, data: dataOf({}), from: '/search' },
} satisfies Record<string, { props: SearchResultsProps; data: SearchResultsData; from?: string }>;
