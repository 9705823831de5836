import * as z from 'zod/mini';
import { PageLinksSchema } from '../shared/paging.ts';
import { defineWidget } from '#registry/define-widget.ts';

/** What search covers (issue 7), in the order the results page lists them. */
export const SEARCH_KINDS = ['story', 'player', 'coach', 'staff', 'sport'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = { story: 'News', player: 'Players', coach: 'Coaches', staff: 'Staff', sport: 'Sports' };

/** Results per page of one type (spec 9: default count 10); the "all" view shows this many of each type. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_PREVIEW_SIZE = 5;

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
  counts: z.array(z.object({ kind: z.enum(SEARCH_KINDS), label: z.string(), count: z.number(), href: z.string() })),
  total: z.number(),
  groups: z.array(z.object({ kind: z.enum(SEARCH_KINDS), label: z.string(), count: z.number(), href: z.string(), hits: z.array(SearchHitSchema) })),
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

export const widget = defineWidget({
  name: 'search-results',
  label: 'Search results',
  description: 'Search results for the query in the address.',
  props: SearchResultsPropsSchema,
  data: SearchResultsDataSchema,
});
