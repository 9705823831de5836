import type { SqlParams, SqlValue } from './db.server.ts';

/** A statement's text for PostgreSQL (`$1…$n`) and, for named parameters, the name bound to each `$n`. */
interface Translation {
  text: string;
  /** Positional: how many `?` the text had. Named: each `$n`'s name, in order (a name used twice is one `$n`). */
  positional: number;
  names: readonly string[];
}

const IDENTIFIER_START = /[A-Za-z_]/;
const IDENTIFIER_PART = /[A-Za-z0-9_]/;

/** Where the quoted text or comment that starts at `i` ends (exclusive); `i` itself when nothing starts there. */
function skipQuoted(sql: string, i: number): number {
  const c = sql[i];
  if (c === "'" || c === '"') {
    // A string literal or a quoted identifier; a doubled quote inside is an escaped one.
    let j = i + 1;
    while (j < sql.length) {
      if (sql[j] === c) {
        if (sql[j + 1] === c) j += 2;
        else return j + 1;
      } else j++;
    }
    return sql.length;
  }
  if (c === '-' && sql[i + 1] === '-') {
    const end = sql.indexOf('\n', i);
    return end === -1 ? sql.length : end + 1;
  }
  if (c === '/' && sql[i + 1] === '*') {
    const end = sql.indexOf('*/', i + 2);
    return end === -1 ? sql.length : end + 2;
  }
  return i;
}

/**
 * Turns the repositories' SQLite-style parameters — positional `?` and named `@name` — into PostgreSQL's `$1…$n`,
 * leaving string literals, quoted identifiers and comments alone. PostgreSQL's own `?` and `@` operators (jsonb
 * `?`, `@>`) cannot be told from a parameter outside a literal: the repositories do not use them.
 */
export function translate(sql: string): Translation {
  let text = '';
  let positional = 0;
  const names: string[] = [];
  let i = 0;
  while (i < sql.length) {
    const skipped = skipQuoted(sql, i);
    if (skipped > i) {
      text += sql.slice(i, skipped);
      i = skipped;
      continue;
    }
    const c = sql[i]!;
    if (c === '?') {
      text += `$${++positional}`;
      i++;
    } else if (c === '@' && IDENTIFIER_START.test(sql[i + 1] ?? '') && !IDENTIFIER_PART.test(sql[i - 1] ?? '')) {
      let end = i + 1;
      while (end < sql.length && IDENTIFIER_PART.test(sql[end]!)) end++;
      const name = sql.slice(i + 1, end);
      let index = names.indexOf(name);
      if (index === -1) index = names.push(name) - 1;
      text += `$${index + 1}`;
      i = end;
    } else {
      text += c;
      i++;
    }
  }
  if (positional > 0 && names.length > 0) throw new Error(`A statement mixes ? and @name parameters: ${sql}`);
  return { text, positional, names };
}

/** SQL texts are the repositories' constants (and a few shapes built from them): a bound keeps a runaway builder in check. */
const MAX_CACHED = 2_000;
const cache = new Map<string, Translation>();

/** The statement and its values as `pg` takes them; the translation is made once per SQL text. */
export function toPg(sql: string, params: SqlParams | undefined): { text: string; values: SqlValue[] } {
  let translation = cache.get(sql);
  if (!translation) {
    translation = translate(sql);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(sql, translation);
  }
  const { text, positional, names } = translation;
  if (names.length === 0) {
    const values = params === undefined ? [] : Array.isArray(params) ? [...(params as readonly SqlValue[])] : null;
    if (values === null) throw new Error(`Named parameters given to a statement with positional ones: ${sql}`);
    if (values.length !== positional) throw new Error(`The statement takes ${positional} parameters, ${values.length} given: ${sql}`);
    return { text, values };
  }
  if (params === undefined || Array.isArray(params)) throw new Error(`The statement takes named parameters: ${sql}`);
  const named = params as Readonly<Record<string, SqlValue>>;
  const values = names.map((name) => {
    if (!(name in named)) throw new Error(`Missing named parameter "${name}": ${sql}`);
    return named[name] ?? null;
  });
  return { text, values };
}
