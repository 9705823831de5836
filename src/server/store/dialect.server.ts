import type { Dialect } from './db.server.ts';

/**
 * Where the SQL of the two databases really differs, the repositories ask here instead of branching inline
 * (docs/decisions/0033-postgresql-beside-sqlite.md); everything else is one text for both.
 */

/**
 * An ORDER BY direction in SQLite's NULL order, NULL below every value: SQLite's own default, said out loud on
 * PostgreSQL (whose default puts NULL above). SQLite's text is left as it was, so its query plans do not change.
 */
export function ordered(dialect: Dialect, direction: 'ASC' | 'DESC'): string {
  if (dialect === 'sqlite') return direction;
  return direction === 'ASC' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
}

/**
 * A parsed body without some top-level fields, as SQLite's `json_remove(body, '$.field')` gives it. PostgreSQL's
 * `json` has no field removal (jsonb's `-` would reorder the keys and refuse a `\u0000` SQLite accepts), so there
 * the whole body is read and the fields dropped here; what the caller gets is the same.
 */
export function withoutFields(body: unknown, fields: readonly string[]): unknown {
  if (fields.length === 0 || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy = { ...(body as Record<string, unknown>) };
  for (const field of fields) delete copy[field];
  return copy;
}
