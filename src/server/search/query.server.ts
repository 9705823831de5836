import type Database from 'better-sqlite3';
import { MARK_CLOSE, MARK_OPEN, type SearchKind } from '#src/widgets/search-results/search-results.schema.ts';

/** At most this many words of a query count; each at most this long (a 1,000-character query stays cheap). */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * A query as an FTS5 MATCH expression that can never be a syntax error: only letters and digits survive, each
 * word is quoted (so NEAR, AND, OR, NOT, `-`, `*`, `^`, `:` and quotes are plain words or nothing), all words
 * must match, and the last one matches as a prefix (search as you type). Null when no word is left.
 */
export function matchExpression(query: string): string | null {
  const terms = (query.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_TERMS)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));
  if (terms.length === 0) return null;
  return terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');
}

export interface SearchFilter {
  tenant: string;
  match: string;
  kind?: SearchKind | null;
  sportId?: number | null;
  /** Staff also find unpublished documents (marked); visitors never do. */
  staff: boolean;
}

export interface SearchRow {
  kind: SearchKind;
  collection: string;
  doc_id: number;
  sport_id: number | null;
  season: string | null;
  slug: string | null;
  published: number;
  sort_date: string | null;
  title: string;
  snippet: string;
}

// The sport filter is also an index term (facetsOf), so FTS5 narrows by it with the words; the other filters check
// the matched rows. Players are one row per season: only a player's newest season counts.
const FILTERS = `
  search_fts MATCH @match AND d.tenant = @tenant
  AND (@staff = 1 OR d.published = 1)
  AND (@kind IS NULL OR d.kind = @kind)
  AND (@sportId IS NULL OR d.sport_id = @sportId)
  AND (d.kind != 'player' OR d.season = (SELECT max(p.season) FROM search_docs p WHERE p.tenant = d.tenant AND p.kind = 'player' AND p.sport_id = d.sport_id))`;

/** Words in the title and text; the sport, when filtered, among the facets. */
export function filteredMatch(match: string, filter: { sportId?: number | null }): string {
  const words = `{title text} : (${match})`;
  return filter.sportId != null ? `${words} AND facets : "sport${filter.sportId}"` : words;
}

function params(filter: SearchFilter) {
  return { match: filteredMatch(filter.match, filter), tenant: filter.tenant, staff: filter.staff ? 1 : 0, kind: filter.kind ?? null, sportId: filter.sportId ?? null };
}

/** How many documents of each kind match. */
export function countByKind(db: Database.Database, filter: SearchFilter): Map<SearchKind, number> {
  const rows = db
    .prepare<ReturnType<typeof params>, { kind: SearchKind; n: number }>(
      `SELECT d.kind AS kind, count(*) AS n FROM search_fts JOIN search_docs d ON d.rowid = search_fts.rowid WHERE ${FILTERS} GROUP BY d.kind`,
    )
    .all(params(filter));
  return new Map(rows.map((r) => [r.kind, r.n]));
}

/**
 * One page of matches, best first: bm25 with the title weighted over the text, so a title match beats a body
 * match; snippets of the text around the matched words, marked with private-use delimiters.
 */
export function searchPage(db: Database.Database, filter: SearchFilter, start: number, count: number): SearchRow[] {
  return db
    .prepare<ReturnType<typeof params> & { start: number; count: number; open: string; close: string }, SearchRow>(
      `SELECT d.kind, d.collection, d.doc_id, d.sport_id, d.season, d.slug, d.published, d.sort_date,
              highlight(search_fts, 0, @open, @close) AS title,
              snippet(search_fts, 1, @open, @close, '…', 24) AS snippet
       FROM search_fts JOIN search_docs d ON d.rowid = search_fts.rowid
       WHERE ${FILTERS}
       ORDER BY bm25(search_fts, 8.0, 1.0, 0.0), d.sort_date DESC
       LIMIT @count OFFSET @start`,
    )
    .all({ ...params(filter), start, count, open: MARK_OPEN, close: MARK_CLOSE });
}

export interface ArchiveFilter {
  tenant: string;
  match: string;
  sportId: number | null;
  after: string | null;
  before: string | null;
  staff: boolean;
}

/** Stories matching a text filter, newest first (an archive reads by date, not by rank), with their count. */
export function archiveMatches(db: Database.Database, filter: ArchiveFilter, start: number, count: number): { ids: number[]; total: number } {
  const where = `search_fts MATCH @match AND d.tenant = @tenant AND d.kind = 'story'
    AND (@staff = 1 OR d.published = 1)
    AND (@sportId IS NULL OR d.sport_id = @sportId)
    AND (@after IS NULL OR d.sort_date >= @after) AND (@before IS NULL OR d.sort_date < @before)`;
  const values = { match: filteredMatch(filter.match, filter), tenant: filter.tenant, staff: filter.staff ? 1 : 0, sportId: filter.sportId, after: filter.after, before: filter.before };
  const total = db.prepare<typeof values, { n: number }>(`SELECT count(*) AS n FROM search_fts JOIN search_docs d ON d.rowid = search_fts.rowid WHERE ${where}`).get(values)?.n ?? 0;
  const ids = db
    .prepare<typeof values & { start: number; count: number }, { doc_id: number }>(
      `SELECT d.doc_id FROM search_fts JOIN search_docs d ON d.rowid = search_fts.rowid WHERE ${where} ORDER BY d.sort_date DESC, d.doc_id DESC LIMIT @count OFFSET @start`,
    )
    .all({ ...values, start, count })
    .map((r) => r.doc_id);
  return { ids, total };
}
