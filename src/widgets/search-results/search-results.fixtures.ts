import { MARK_CLOSE, MARK_OPEN, markedText, SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchHit, searchHref, type SearchKind, type SearchResultsData, type SearchResultsProps, SearchResultsPropsSchema } from './search-results.schema.ts';
import { playerBioUrl } from '../shared/urls.ts';
import { latestStories, school, sportOf } from '../shared/school.fixtures.ts';

const props = SearchResultsPropsSchema.parse({});
const sportOptions = school.sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title)).map((s) => ({ value: s.global_sport_name_slug, label: s.title }));
/** Marks `word` in `text` as the server's snippet() would. */
const mark = (text: string, word: string) => markedText(text.replace(new RegExp(`(${word})`, 'gi'), `${MARK_OPEN}$1${MARK_CLOSE}`));

const storyHits = (word: string, n: number): SearchHit[] =>
  latestStories.filter((s) => s.title.toLowerCase().includes(word)).slice(0, n).map((s) => ({
    kind: 'story', title: mark(s.title, word), snippet: mark(s.teaser ?? '', word), url: s.url, date: s.date,
    sportTitle: s.sport_id === null ? null : sportOf(s.sport_id).title, draft: false,
  }));
const playerHits: SearchHit[] = school.roster.filter((p) => p.last_name.startsWith('M')).slice(0, 3).map((p) => ({
  kind: 'player', title: mark(`${p.first_name} ${p.last_name}`, 'M'), snippet: [], url: playerBioUrl(sportOf(p.sport_id).global_sport_name_slug, p), date: null, sportTitle: sportOf(p.sport_id).title, draft: false,
}));

function dataOf(query: string, kind: SearchKind | '', groups: { kind: SearchKind; count: number; hits: SearchHit[] }[], page = { index: 0, pages: 1 }): SearchResultsData {
  const count = (k: SearchKind) => groups.find((g) => g.kind === k)?.count ?? 0;
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  return {
    query, kind, sport: '', sportOptions,
    counts: SEARCH_KINDS.map((k) => ({ kind: k, label: SEARCH_KIND_LABELS[k], count: count(k), href: searchHref({ q: query, type: k }) })),
    total,
    groups: groups.map((g) => ({ ...g, label: SEARCH_KIND_LABELS[g.kind], href: searchHref({ q: query, type: g.kind }) })),
    page: { ...page, prevHref: page.index > 0 ? searchHref({ q: query, type: kind, page: page.index }) : null, nextHref: page.index + 1 < page.pages ? searchHref({ q: query, type: kind, page: page.index + 2 }) : null },
  };
}

export const searchResultsFixtures = {
  grouped: { props, data: dataOf('football', '', [{ kind: 'story', count: 48, hits: storyHits('football', 5) }, { kind: 'sport', count: 1, hits: [{ kind: 'sport', title: mark('Football', 'football'), snippet: [], url: '/sports/football', date: null, sportTitle: null, draft: false }] }]) },
  players: { props, data: dataOf('m', 'player', [{ kind: 'player', count: 3, hits: playerHits }]) },
  manyPages: { props, data: dataOf('falcons', 'story', [{ kind: 'story', count: 57, hits: storyHits('falcons', 10) }], { index: 2, pages: 6 }) },
  noResults: { props, data: dataOf('quidditch', '', []) },
  emptyQuery: { props, data: dataOf('', '', []) },
} satisfies Record<string, { props: SearchResultsProps; data: SearchResultsData }>;
