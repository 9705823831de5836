import * as z from 'zod/mini';
import type { Sport } from '#schemas/entities/sport.ts';
import { PageLinksSchema } from '../shared/paging.ts';
import { coachBioUrl, playerBioUrl } from '../shared/urls.ts';
import { defineWidget } from '#registry/define-widget.ts';

/** What search covers, in the order the results page lists them. */
export const SEARCH_KINDS = ['story', 'player', 'coach', 'staff', 'sport'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  story: 'News',
  player: 'Players',
  coach: 'Coaches',
  staff: 'Staff',
  sport: 'Sports',
};

/** Results per page of one type (spec 9: default count 10); the "all" view shows this many of each type. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_PREVIEW_SIZE = 5;
/**
 * Matches of a kind counted at most: a word in a third of 100,000 stories shows "1,000+" (counting every match
 * would read each of them), and its pages end at the hundredth, as a web search's do.
 */
export const SEARCH_COUNT_LIMIT = 1000;

export const SearchResultsPropsSchema = z.object({});
export type SearchResultsProps = z.infer<typeof SearchResultsPropsSchema>;

/** Text with the matched words marked: rendered as text and <mark>, never as HTML. */
export const MarkedTextSchema = z.array(z.object({ text: z.string(), mark: z.boolean() }));
export type MarkedText = z.infer<typeof MarkedTextSchema>;

export const SearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: MarkedTextSchema,
  snippet: MarkedTextSchema,
  url: z.string(),
  date: z.nullable(z.string()),
  sportTitle: z.nullable(z.string()),
  /** Unpublished: only staff see it, marked. */
  draft: z.boolean(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchResultsDataSchema = z.object({
  /** The query as typed, kept in the search box. */
  query: z.string(),
  kind: z.union([z.enum(SEARCH_KINDS), z.literal('')]),
  sport: z.string(),
  sportOptions: z.array(z.object({ value: z.string(), label: z.string() })),
  /** `more`: there are more than `count` (SEARCH_COUNT_LIMIT) matches. */
  counts: z.array(z.object({ kind: z.enum(SEARCH_KINDS), label: z.string(), count: z.number(), more: z.boolean(), href: z.string() })),
  total: z.number(),
  more: z.boolean(),
  groups: z.array(
    z.object({
      kind: z.enum(SEARCH_KINDS),
      label: z.string(),
      count: z.number(),
      more: z.boolean(),
      href: z.string(),
      hits: z.array(SearchHitSchema),
    }),
  ),
  page: PageLinksSchema,
});
export type SearchResultsData = z.infer<typeof SearchResultsDataSchema>;

/** Snippet text with marks as private-use delimiters, split into parts (the server picks the delimiters). */
export const MARK_OPEN = '\u{E000}';
export const MARK_CLOSE = '\u{E001}';
export function markedText(value: string): MarkedText {
  const parts: MarkedText = [];
  for (const piece of value.split(MARK_OPEN)) {
    const [marked, rest] = piece.includes(MARK_CLOSE) ? piece.split(MARK_CLOSE, 2) : [null, piece];
    if (marked) parts.push({ text: marked, mark: true });
    if (rest) parts.push({ text: rest, mark: false });
  }
  return parts;
}

/** `/search?q=…&type=…&sport=…&page=…`, empty parts left out. */
export function searchHref(query: { q: string; type?: string; sport?: string; page?: number }): string {
  const params = new URLSearchParams();
  params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.sport) params.set('sport', query.sport);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return `/search?${params}`;
}

/** spec 9: text truncation default 50 characters. */
const TRUNCATE = 50;
const MAX_PAGE = SEARCH_COUNT_LIMIT / SEARCH_PAGE_SIZE;

/** What a search page asks for: its text, a kind to page through (or all, grouped), a real sport, the page (from 1). */
export function searchSelection(query: Readonly<Record<string, string>>, sports: readonly Sport[]) {
  const q = (query.q ?? '').trim();
  const kind: SearchKind | '' = SEARCH_KINDS.find((k) => k === query.type) ?? '';
  const real = sports.filter((s) => !s.non_sport).toSorted((a, b) => a.title.localeCompare(b.title));
  const sport = real.find((s) => s.global_sport_name_slug === query.sport) ?? null;
  const pageNumber = /^\d{1,4}$/.test(query.page ?? '') ? Math.min(MAX_PAGE, Math.max(1, Number(query.page))) : 1;
  return { q, kind, sport, pageNumber };
}
export type SearchSelection = ReturnType<typeof searchSelection>;

/** The hits each group shows: one kind a full page at a time, or a preview of every kind that has matches. */
export function searchGroups(
  { kind, pageNumber }: SearchSelection,
  counts: ReadonlyMap<SearchKind, number>,
): { kind: SearchKind; start: number; count: number }[] {
  return kind
    ? [{ kind, start: (pageNumber - 1) * SEARCH_PAGE_SIZE, count: SEARCH_PAGE_SIZE }]
    : SEARCH_KINDS.filter((k) => (counts.get(k) ?? 0) > 0).map((k) => ({ kind: k, start: 0, count: SEARCH_PREVIEW_SIZE }));
}

/** One match as the search index returns it: its title and snippet marked with MARK_OPEN/MARK_CLOSE. */
export interface SearchMatch {
  kind: SearchKind;
  doc_id: number;
  sport_id: number | null;
  slug: string | null;
  published: number;
  sort_date: string | null;
  title: string;
  snippet: string;
}

function hitUrl(row: SearchMatch, sport: Sport | undefined): string {
  const sportSlug = sport?.global_sport_name_slug ?? '';
  const slug = row.slug ?? '';
  switch (row.kind) {
    case 'story':
      return slug; // stories are stored under their URL
    case 'player':
      return playerBioUrl(sportSlug, { slug, id: row.doc_id });
    case 'coach':
      return coachBioUrl(sportSlug, { slug, id: row.doc_id });
    case 'staff':
      return sport ? `/sports/${sportSlug}/roster/staff/${slug}/${row.doc_id}` : `/staff-directory/${slug}/${row.doc_id}`;
    case 'sport':
      return `/sports/${slug}`;
  }
}

/** The search page's title: the text searched for, cut at spec 9's length; null leaves the page's own. */
export function searchTitle(q: string): string | null {
  return q ? `Search: ${q.length > TRUNCATE ? `${q.slice(0, TRUNCATE)}…` : q}` : null;
}

export interface SearchResultsInput {
  selection: SearchSelection;
  sports: readonly Sport[];
  /** How many match of each kind (none without a query); more than SEARCH_COUNT_LIMIT is "more". */
  counts: ReadonlyMap<SearchKind, number>;
  /** The matches of each group searchGroups names, best first. */
  matches: ReadonlyMap<SearchKind, readonly SearchMatch[]>;
}

/**
 * spec 2.1 search: full-text search over stories, players, coaches, staff and sports, best match first, grouped by
 * type with counts; a type filter pages through one type.
 */
export function searchResultsData({ selection, sports, counts, matches }: SearchResultsInput): SearchResultsData {
  const { q, kind, sport, pageNumber } = selection;
  const bySport = new Map(sports.map((s) => [s.id, s]));
  const sportSlug = sport?.global_sport_name_slug ?? '';
  const toHit = (row: SearchMatch): SearchHit => ({
    kind: row.kind,
    title: markedText(row.title),
    snippet: row.kind === 'story' || row.kind === 'coach' || row.kind === 'staff' ? markedText(row.snippet) : [],
    url: hitUrl(row, row.sport_id === null ? undefined : bySport.get(row.sport_id)),
    date: row.kind === 'story' ? row.sort_date : null,
    sportTitle: row.sport_id === null || row.kind === 'sport' ? null : (bySport.get(row.sport_id)?.title ?? null),
    draft: row.published !== 1,
  });
  const countOf = (k: SearchKind) => ({
    count: Math.min(counts.get(k) ?? 0, SEARCH_COUNT_LIMIT),
    more: (counts.get(k) ?? 0) > SEARCH_COUNT_LIMIT,
  });
  const shown = kind ? [countOf(kind)] : SEARCH_KINDS.map(countOf);
  const total = shown.reduce((sum, c) => sum + c.count, 0);
  const pages = kind ? Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)) : 1;
  const at = (n: number) => searchHref({ q, type: kind, sport: sportSlug, page: n });
  return {
    query: q,
    kind,
    sport: sportSlug,
    sportOptions: sports
      .filter((s) => !s.non_sport)
      .toSorted((a, b) => a.title.localeCompare(b.title))
      .map((s) => ({ value: s.global_sport_name_slug, label: s.title })),
    counts: SEARCH_KINDS.map((k) => ({
      kind: k,
      label: SEARCH_KIND_LABELS[k],
      ...countOf(k),
      href: searchHref({ q, type: k, sport: sportSlug }),
    })),
    total,
    more: shown.some((c) => c.more),
    groups: searchGroups(selection, counts).map((g) => ({
      kind: g.kind,
      label: SEARCH_KIND_LABELS[g.kind],
      ...countOf(g.kind),
      href: searchHref({ q, type: g.kind, sport: sportSlug }),
      hits: (matches.get(g.kind) ?? []).map(toHit),
    })),
    page: {
      index: pageNumber - 1,
      pages,
      prevHref: kind && pageNumber > 1 ? at(pageNumber - 1) : null,
      nextHref: kind && pageNumber < pages ? at(pageNumber + 1) : null,
    },
  };
}

export const widget = defineWidget({
  name: 'search-results',
  label: 'Search results',
  description: 'Search results for the query in the address.',
  props: SearchResultsPropsSchema,
  data: SearchResultsDataSchema,
});
