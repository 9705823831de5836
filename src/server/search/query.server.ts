import type { SearchKind } from '#src/widgets/search-results/search-results.schema.ts';
import { searchQueries, type ArchiveFilter, type SearchFilter, type SearchRow } from '../store/repositories/search.server.ts';
import type { Query } from '../store/db.server.ts';
import type { Store } from '../store/store.server.ts';

export type { ArchiveFilter, SearchFilter, SearchRow };

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

// The synchronous forms of the search repository's reads. The search and story archive resolvers read store.search
// now; only the repository's test compares against these, and they go with the synchronous store.
type LegacySyncDb = Store['legacySyncDb'];
const run = <R>(db: LegacySyncDb, [sql, params]: Query): R[] => db.prepare(sql).all(...(params === undefined ? [] : Array.isArray(params) ? params : [params])) as R[];

/** How many documents of each kind match. */
export function countByKind(db: LegacySyncDb, filter: SearchFilter): Map<SearchKind, number> {
  return new Map(run<{ kind: SearchKind; n: number }>(db, searchQueries.countByKind(filter)).map((r) => [r.kind, r.n]));
}

/** One page of matches, best first (see SearchRepository.page). */
export function searchPage(db: LegacySyncDb, filter: SearchFilter, start: number, count: number): SearchRow[] {
  return run<SearchRow>(db, searchQueries.page(filter, start, count));
}

/** Stories matching a text filter, newest first, with their count. */
export function archiveMatches(db: LegacySyncDb, filter: ArchiveFilter, start: number, count: number): { ids: number[]; total: number } {
  const total = run<{ n: number }>(db, searchQueries.archiveTotal(filter))[0]?.n ?? 0;
  const ids = run<{ doc_id: number }>(db, searchQueries.archivePage(filter, start, count)).map((r) => r.doc_id);
  return { ids, total };
}
