import type { ArchiveFilter, SearchFilter, SearchRow } from '../store/repositories/search.server.ts';

export type { ArchiveFilter, SearchFilter, SearchRow };

/** At most this many words of a query count; each at most this long (a 1,000-character query stays cheap). */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * A query as an FTS5 MATCH expression that can never be a syntax error: only letters and digits survive, each
 * word is quoted (so NEAR, AND, OR, NOT, `-`, `*`, `^`, `:` and quotes are plain words or nothing), all words
 * must match, and with `prefix` the last one matches as a prefix (a word not typed out: "Brzez"). Null when no
 * word is left. Whole words are much cheaper to look up: a prefix merges the index entries of every word it
 * starts, on each look-up; search asks for whole words first and for a prefix only when they find nothing.
 */
export function matchExpression(query: string, { prefix = true }: { prefix?: boolean } = {}): string | null {
  const terms = (
    query
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .slice(0, MAX_TERMS)
    .map((term) => term.slice(0, MAX_TERM_LENGTH));
  if (terms.length === 0) return null;
  return terms.map((term, i) => `"${term}"${prefix && i === terms.length - 1 ? '*' : ''}`).join(' ');
}
