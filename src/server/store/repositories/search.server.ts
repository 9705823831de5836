import {
  MARK_CLOSE,
  MARK_OPEN,
  SEARCH_COUNT_LIMIT,
  SEARCH_KINDS,
  type SearchKind,
} from '#src/widgets/search-results/search-results.schema.ts';
import { SEARCHABLE_COLLECTIONS, facetsOf, searchEntryOf } from '../../search/index.server.ts';
import type { Db, Dialect, Query } from '../db.server.ts';
import { memoized, type ContentMemo } from '../memo.server.ts';

/**
 * The search index: on SQLite, table search_docs and its FTS5 mirror search_fts, kept in step by SQL triggers; on
 * PostgreSQL, search_docs with a generated, weighted tsvector and a GIN index (pg-migrations.server.ts). Every
 * write of a searchable document indexes it in the write's own transaction (DocumentsRepository.put), so a
 * story is found the moment it is stored.
 */
export interface IndexedRow {
  id: number;
  body: unknown;
  sport_id?: number | null;
  season?: string | null;
  slug?: string | null;
  published?: boolean;
  sort_date?: string | null;
}

export interface SearchFilter {
  tenant: string;
  /** An FTS5 MATCH expression from matchExpression (search/query.server.ts). */
  match: string;
  kind?: SearchKind | null;
  sportId?: number | null;
  /** Staff also find unpublished documents (marked); visitors never do. */
  staff: boolean;
  /** The time recency is measured from (the site's now, ISO); the present moment when not given. */
  now?: string;
}

/**
 * Recency in the ranking: a story from today counts as up to RECENCY_BOOST more relevant than an equal match from
 * long ago, the boost halving every RECENCY_DAYS (1 / (1 + age / RECENCY_DAYS)). Small against the title's 8:1
 * weight, so a title match still beats a body match of any age; among matches of about equal strength (the same
 * opponent in every recap's headline) this week's recap comes before last year's. Documents without a date
 * (players, coaches, sports: current by nature) get the whole boost.
 */
const RECENCY_BOOST = 0.5;
const RECENCY_DAYS = 30;

/**
 * Stories PostgreSQL's statistics must expect a query to match before it is taken to match more than
 * SEARCH_COUNT_LIMIT without counting: five times the limit, so an estimate five times too high is still right.
 */
const STORY_ESTIMATE_FLOOR = 5 * SEARCH_COUNT_LIMIT;

/** At most this many matches of a query are ranked: the newest (see SearchRepository.page). 20 pages of results. */
export const RANKED_MATCHES = 200;

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

export interface ArchiveFilter {
  tenant: string;
  match: string;
  sportId: number | null;
  after: string | null;
  before: string | null;
  staff: boolean;
}

/** The kinds other than stories: few documents each, counted exactly. */
const PROFILE_KINDS = SEARCH_KINDS.filter((kind) => kind !== 'story');

// The sport and a kind other than stories are also index terms (facetsOf), so FTS5 narrows by them with the words;
// the other filters check the matched rows. Players are one row per season: only a player's newest season counts.
const PLAYER_NEWEST_SEASON = `(d.kind != 'player' OR d.season = (SELECT max(p.season) FROM search_docs p WHERE p.tenant = d.tenant AND p.kind = 'player' AND p.sport_id = d.sport_id))`;
const sqliteFilters = (kind: string, match = '@match') => `
  search_fts MATCH ${match} AND d.tenant = @tenant
  AND (@staff = 1 OR d.published = 1)
  AND ${kind}
  AND (@sportId IS NULL OR d.sport_id = @sportId)
  AND ${PLAYER_NEWEST_SEASON}`;
const FILTERS = sqliteFilters('(@kind IS NULL OR d.kind = @kind)');

const ARCHIVE_FILTERS = `search_fts MATCH @match AND d.tenant = @tenant AND d.kind = 'story'
    AND (@staff = 1 OR d.published = 1)
    AND (@sportId IS NULL OR d.sport_id = @sportId)
    AND (@after IS NULL OR d.sort_date >= @after) AND (@before IS NULL OR d.sort_date < @before)`;

/**
 * The same filters on PostgreSQL: the documents' tsvector against the parsed query `q` in place of FTS5's MATCH
 * (the `athletics` configuration unaccents and stems as FTS5's porter unicode61 does, keeping every word); the
 * sport, which FTS5 narrows by as a facet word, is a plain column here.
 */
const pgFilters = (kind: string) => `
  d.words @@ q.query AND d.tenant = @tenant
  AND (@staff::int = 1 OR d.published = 1)
  AND ${kind}
  AND (@sportId::bigint IS NULL OR d.sport_id = @sportId::bigint)
  AND ${PLAYER_NEWEST_SEASON}`;
const PG_FILTERS = pgFilters('(@kind::text IS NULL OR d.kind = @kind::text)');

const PG_ARCHIVE_FILTERS = `d.words @@ q.query AND d.tenant = @tenant AND d.kind = 'story'
    AND (@staff::int = 1 OR d.published = 1)
    AND (@sportId::bigint IS NULL OR d.sport_id = @sportId::bigint)
    AND (@after::text IS NULL OR d.sort_date >= @after::text) AND (@before::text IS NULL OR d.sort_date < @before::text)`;

/** The parsed query, named `q` (to_tsquery once per statement, not per row). */
const PG_QUERY = `(SELECT to_tsquery('athletics', @tsquery) AS query) q`;

/**
 * matchExpression's FTS5 text (`"word" "word"*`: letters and digits only, all words, the last a prefix) as a
 * tsquery (`word & word:*`).
 */
export function tsqueryOf(match: string): string {
  const terms = [...match.matchAll(/"([^"]*)"(\*?)/g)].map(([, word, prefix]) => `'${word!.replaceAll("'", "''")}'${prefix ? ':*' : ''}`);
  return terms.join(' & ') || "''";
}

/**
 * A sort date's age in days, for the recency boost, read as SQLite's julianday reads it: a date or a time
 * without an offset is UTC (not the server's time zone); a date PostgreSQL cannot read counts as now (the whole
 * boost, as SQLite's NULL age gives none of the ranking's order either way).
 */
const PG_DATE = '[0-9]{4}-[0-9]{2}-[0-9]{2}';
const PG_TIME = '[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?';
const PG_AGE_DAYS = `greatest(0.0, extract(epoch FROM (@now::timestamptz - (CASE
    WHEN d.sort_date ~ '^${PG_DATE}${PG_TIME}(Z|[+-][0-9]{2}(:?[0-9]{2})?)$' THEN d.sort_date::timestamptz
    WHEN d.sort_date ~ '^${PG_DATE}(${PG_TIME})?$' THEN (d.sort_date || CASE WHEN length(d.sort_date) = 10 THEN 'T00:00:00Z' ELSE 'Z' END)::timestamptz
    ELSE @now::timestamptz END))) / 86400.0)`;

/**
 * Words in the title and text; among the facets, the sport when filtered, and the kind when it is one of the
 * profile kinds (`kinds`: any of them). Stories are most documents: their term would cost more than it narrows.
 */
export function filteredMatch(
  match: string,
  filter: { sportId?: number | null; kind?: SearchKind | null },
  kinds: readonly SearchKind[] = filter.kind && filter.kind !== 'story' ? [filter.kind] : [],
): string {
  const words = `{title text} : (${match})`;
  const sport = filter.sportId != null ? ` AND facets : "sport${filter.sportId}"` : '';
  const kind = kinds.length > 0 ? ` AND facets : (${kinds.map((k) => `"kind${k}"`).join(' OR ')})` : '';
  return `${words}${sport}${kind}`;
}

function params(filter: SearchFilter) {
  return {
    now: filter.now ?? new Date().toISOString(),
    match: filteredMatch(filter.match, filter),
    tsquery: tsqueryOf(filter.match),
    tenant: filter.tenant,
    staff: filter.staff ? 1 : 0,
    kind: filter.kind ?? null,
    sportId: filter.sportId ?? null,
  };
}

function archiveParams(filter: ArchiveFilter) {
  return {
    match: filteredMatch(filter.match, filter),
    tsquery: tsqueryOf(filter.match),
    tenant: filter.tenant,
    staff: filter.staff ? 1 : 0,
    sportId: filter.sportId,
    after: filter.after,
    before: filter.before,
  };
}

/** ts_headline's options: the whole title marked; for the text, one passage of about FTS5 snippet's 24 words. */
const TITLE_MARKS = `StartSel=${MARK_OPEN}, StopSel=${MARK_CLOSE}, HighlightAll=true`;
const SNIPPET_MARKS = `StartSel=${MARK_OPEN}, StopSel=${MARK_CLOSE}, MaxWords=24, MinWords=12, MaxFragments=1, FragmentDelimiter=…`;

/** Matches newest first (the order the ranked candidates and the pages after them follow): their ids and dates. */
const SQLITE_BY_DATE = `SELECT d.rowid AS id, d.sort_date AS sort_date FROM search_fts CROSS JOIN search_docs d ON d.rowid = search_fts.rowid
       WHERE ${FILTERS} ORDER BY search_fts.rowid DESC`;
const PG_BY_DATE = `SELECT d.id, d.sort_date FROM search_docs d, ${PG_QUERY} WHERE ${PG_FILTERS} ORDER BY d.sort_date DESC NULLS LAST, d.id DESC`;

/**
 * The rows of the page chosen in `shown`, with their marked titles and snippets, in `order`. On SQLite the match is
 * read once and its rows checked against the set of `shown` ids: the `+` keeps SQLite from handing FTS5 the ids to
 * look up one at a time (each look-up reads the words' whole entries again), and from checking each matched row
 * against every shown row.
 */
const sqliteRows = (order: string) => `SELECT d.kind, d.collection, d.doc_id, d.sport_id, d.season, d.slug, d.published, d.sort_date,
       highlight(search_fts, 0, @open, @close) AS title,
       snippet(search_fts, 1, @open, @close, '…', 24) AS snippet
     FROM search_fts CROSS JOIN search_docs d CROSS JOIN shown
     WHERE search_fts MATCH @match AND search_fts.rowid BETWEEN (SELECT min(id) FROM shown) AND (SELECT max(id) FROM shown)
       AND +search_fts.rowid IN (SELECT id FROM shown) AND d.rowid = search_fts.rowid AND shown.id = d.rowid
     ORDER BY ${order}`;
const pgRows = (order: string) => `SELECT d.kind, d.collection, d.doc_id, d.sport_id, d.season, d.slug, d.published, d.sort_date,
       ts_headline('athletics', d.title, q.query, @titleMarks) AS title,
       ts_headline('athletics', d.text, q.query, @snippetMarks) AS snippet, d.text AS full_text
     FROM shown JOIN search_docs d ON d.id = shown.id, ${PG_QUERY}
     ORDER BY ${order}`;

const inProfileKinds = `d.kind IN (${PROFILE_KINDS.map((k) => `'${k}'`).join(', ')})`;

export const searchQueries = {
  /**
   * How many stories match, up to SEARCH_COUNT_LIMIT + 1 (more is "more than the limit": counting every one of a
   * word's 30,000 matches would read each).
   */
  countStories: (dialect: Dialect, filter: SearchFilter): Query => {
    const all = { ...params({ ...filter, kind: null }), cap: SEARCH_COUNT_LIMIT + 1 };
    return dialect === 'sqlite'
      ? [
          `SELECT count(*) AS n FROM (SELECT 1 FROM search_fts JOIN search_docs d ON d.rowid = search_fts.rowid
             WHERE ${sqliteFilters("d.kind = 'story'")} LIMIT @cap)`,
          all,
        ]
      : [
          `SELECT count(*) AS n FROM (SELECT 1 FROM search_docs d, ${PG_QUERY} WHERE ${pgFilters("d.kind = 'story'")} LIMIT @cap::bigint) s`,
          all,
        ];
  },
  /** PostgreSQL's estimate of the stories matching (its plan for them, as JSON): see SearchRepository.countByKind. */
  estimateStories: (filter: SearchFilter): Query => [
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM search_docs d, ${PG_QUERY} WHERE ${pgFilters("d.kind = 'story'")}`,
    params({ ...filter, kind: null }),
  ],
  /** How many documents of each kind other than stories match: few of each, counted exactly. */
  countProfiles: (dialect: Dialect, filter: SearchFilter): Query =>
    dialect === 'sqlite'
      ? [
          `SELECT d.kind AS kind, count(*) AS n FROM search_fts JOIN search_docs d ON d.rowid = search_fts.rowid
             WHERE ${sqliteFilters(inProfileKinds)} GROUP BY d.kind`,
          { ...params({ ...filter, kind: null }), match: filteredMatch(filter.match, filter, PROFILE_KINDS) },
        ]
      : [
          `SELECT d.kind AS kind, count(*) AS n FROM search_docs d, ${PG_QUERY} WHERE ${pgFilters(inProfileKinds)} GROUP BY d.kind`,
          params({ ...filter, kind: null }),
        ],
  /**
   * One page of matches, best first: bm25 with the title weighted over the text, so a title match beats a body
   * match, and recent stories before old ones of about the same strength (RECENCY_BOOST); snippets of the text around the matched words, marked with private-use delimiters.
   * On PostgreSQL: ts_rank with the title's weight (A) 8 times the text's (D), the same boost, ts_headline marks.
   * `ranked`: only the newest that many matches are ranked (see SearchRepository.page); null ranks them all.
   * Highlights and snippets are made for the page's rows only, not for every match ranked.
   */
  page: (dialect: Dialect, filter: SearchFilter, start: number, count: number, ranked: number | null = null): Query => {
    const all = { ...params(filter), start, count, ranked };
    const marks = { open: MARK_OPEN, close: MARK_CLOSE };
    if (dialect === 'sqlite') {
      const rank = (date: string) => `bm25(search_fts, 8.0, 1.0, 0.0)
           * (1.0 + ${RECENCY_BOOST} / (1.0 + max(0.0, julianday(@now) - julianday(coalesce(${date}, @now))) / ${RECENCY_DAYS}))`;
      const shown =
        ranked === null
          ? `SELECT d.rowid AS id, ${rank('d.sort_date')} AS rank, d.sort_date AS sort_date
       FROM search_fts JOIN search_docs d ON d.rowid = search_fts.rowid
       WHERE ${FILTERS}`
          : `WITH newest AS MATERIALIZED (${SQLITE_BY_DATE} LIMIT @ranked)
       SELECT search_fts.rowid AS id, ${rank('d.sort_date')} AS rank, d.sort_date AS sort_date
       FROM search_fts CROSS JOIN search_docs d
       WHERE search_fts MATCH @match AND search_fts.rowid >= (SELECT min(id) FROM newest)
         AND +search_fts.rowid IN (SELECT id FROM newest) AND d.rowid = search_fts.rowid`;
      return [
        `WITH shown AS MATERIALIZED (${shown} ORDER BY rank, sort_date DESC LIMIT @count OFFSET @start) ${sqliteRows('shown.rank, shown.sort_date DESC')}`,
        { ...all, ...marks },
      ];
    }
    const rank = `ts_rank('{0.125, 0, 0, 1}', d.words, q.query, 0)
           * (1.0 + ${RECENCY_BOOST} / (1.0 + ${PG_AGE_DAYS} / ${RECENCY_DAYS}))`;
    const shown =
      ranked === null
        ? `SELECT d.id, ${rank} AS rank, d.sort_date FROM search_docs d, ${PG_QUERY} WHERE ${PG_FILTERS}`
        : `WITH newest AS MATERIALIZED (${PG_BY_DATE} LIMIT @ranked::bigint)
       SELECT d.id, ${rank} AS rank, d.sort_date FROM newest JOIN search_docs d ON d.id = newest.id, ${PG_QUERY}`;
    return [
      `WITH shown AS (${shown} ORDER BY rank DESC, sort_date DESC NULLS LAST LIMIT @count OFFSET @start) ${pgRows('shown.rank DESC, shown.sort_date DESC NULLS LAST')}`,
      { ...all, titleMarks: TITLE_MARKS, snippetMarks: SNIPPET_MARKS },
    ];
  },
  /** One page of matches newest first (what follows the ranked newest matches of a query that matches many). */
  pageByDate: (dialect: Dialect, filter: SearchFilter, start: number, count: number): Query =>
    dialect === 'sqlite'
      ? [
          `WITH shown AS MATERIALIZED (${SQLITE_BY_DATE} LIMIT @count OFFSET @start) ${sqliteRows('shown.id DESC')}`,
          { ...params(filter), start, count, open: MARK_OPEN, close: MARK_CLOSE },
        ]
      : [
          `WITH shown AS (${PG_BY_DATE} LIMIT @count OFFSET @start) ${pgRows('shown.sort_date DESC NULLS LAST, shown.id DESC')}`,
          { ...params(filter), start, count, titleMarks: TITLE_MARKS, snippetMarks: SNIPPET_MARKS },
        ],
  archiveTotal: (dialect: Dialect, filter: ArchiveFilter): Query =>
    dialect === 'sqlite'
      ? [
          `SELECT count(*) AS n FROM search_fts JOIN search_docs d ON d.rowid = search_fts.rowid WHERE ${ARCHIVE_FILTERS}`,
          archiveParams(filter),
        ]
      : [`SELECT count(*) AS n FROM search_docs d, ${PG_QUERY} WHERE ${PG_ARCHIVE_FILTERS}`, archiveParams(filter)],
  /** Stories matching a text filter, newest first (an archive reads by date, not by rank; on SQLite ids are in date order). */
  archivePage: (dialect: Dialect, filter: ArchiveFilter, start: number, count: number): Query =>
    dialect === 'sqlite'
      ? [
          `SELECT d.doc_id FROM search_fts CROSS JOIN search_docs d ON d.rowid = search_fts.rowid WHERE ${ARCHIVE_FILTERS} ORDER BY search_fts.rowid DESC LIMIT @count OFFSET @start`,
          { ...archiveParams(filter), start, count },
        ]
      : [
          `SELECT d.doc_id FROM search_docs d, ${PG_QUERY} WHERE ${PG_ARCHIVE_FILTERS} ORDER BY d.sort_date DESC NULLS LAST, d.doc_id DESC LIMIT @count OFFSET @start`,
          { ...archiveParams(filter), start, count },
        ],
  count: (tenant: string): Query => ['SELECT count(*) AS n FROM search_docs WHERE tenant = ?', [tenant]],
  documents: (tenant: string, collection: string): Query => [
    'SELECT id, body, sport_id, season, slug, published, sort_date FROM documents WHERE tenant = ? AND collection = ?',
    [tenant, collection],
  ],
};

/**
 * On SQLite a document's row id is its place in time: the minute of its date (undated documents: minute 0) times
 * SQLITE_MINUTE_IDS, plus its order among that minute's documents. FTS5 reads a word's matches in row-id order,
 * so the newest matches are that order read backwards: a word in 30,000 stories gives its newest 200 without
 * reading the others, and a page's marked rows come from a narrow range of ids. A document whose date changes is
 * indexed again under its new id. Migration 21 gave the rows written before it their ids the same way.
 */
const SQLITE_MINUTE_IDS = 16_777_216;
/** Minutes from 1970, within about 510 years of it (a placeholder date of 9999 counts as 2480): ids stay below 2^52. */
const sqliteMinuteBase = `(max(-268435456, min(268435455, coalesce(unixepoch(@sort_date) / 60, 0))) * ${SQLITE_MINUTE_IDS})`;
const SQLITE_DATED_ID = `coalesce((SELECT max(rowid) + 1 FROM search_docs
         WHERE rowid BETWEEN ${sqliteMinuteBase} AND ${sqliteMinuteBase} + ${SQLITE_MINUTE_IDS - 1}), ${sqliteMinuteBase})`;

const UPSERT = `ON CONFLICT (tenant, collection, doc_id) DO UPDATE SET kind = excluded.kind, sport_id = excluded.sport_id,
         season = excluded.season, slug = excluded.slug, published = excluded.published, sort_date = excluded.sort_date,
         title = excluded.title, text = excluded.text, facets = excluded.facets`;

/** The index rows (SQL and parameters) of written documents: none for collections search does not cover. */
export function indexQueries(dialect: Dialect, tenant: string, collection: string, rows: readonly IndexedRow[]): Query[] {
  if (!SEARCHABLE_COLLECTIONS.has(collection)) return [];
  return rows.flatMap((row): Query[] => {
    const entry = row.body && typeof row.body === 'object' ? searchEntryOf(collection, row.body as Record<string, unknown>, row) : null;
    if (!entry) return [];
    const values = { tenant, collection, doc_id: row.id, ...entry, published: entry.published ? 1 : 0, facets: facetsOf(entry) };
    if (dialect === 'postgres')
      return [
        [
          `INSERT INTO search_docs (tenant, collection, doc_id, kind, sport_id, season, slug, published, sort_date, title, text, facets)
       VALUES (@tenant, @collection, @doc_id, @kind, @sport_id, @season, @slug, @published, @sort_date, @title, @text, @facets) ${UPSERT}`,
          values,
        ],
      ];
    return [
      [
        'DELETE FROM search_docs WHERE tenant = @tenant AND collection = @collection AND doc_id = @doc_id AND sort_date IS NOT @sort_date',
        { tenant, collection, doc_id: row.id, sort_date: entry.sort_date },
      ],
      [
        `INSERT INTO search_docs (rowid, tenant, collection, doc_id, kind, sport_id, season, slug, published, sort_date, title, text, facets)
       VALUES (${SQLITE_DATED_ID}, @tenant, @collection, @doc_id, @kind, @sport_id, @season, @slug, @published, @sort_date, @title, @text, @facets) ${UPSERT}`,
        values,
      ],
    ];
  });
}

/**
 * A ts_headline passage with FTS5 snippet's ellipses: `…` where the passage starts after the text's beginning or
 * ends before its end (ts_headline cuts without saying so).
 */
export function elided(snippet: string, text: string): string {
  const plain = snippet.replaceAll(MARK_OPEN, '').replaceAll(MARK_CLOSE, '');
  if (plain === '') return snippet;
  return `${text.startsWith(plain) ? '' : '…'}${snippet}${text.endsWith(plain) ? '' : '…'}`;
}

export class SearchRepository {
  private readonly db: Db;
  private readonly memo: ContentMemo | null;
  constructor(db: Db, memo: ContentMemo | null = null) {
    this.db = db;
    this.memo = memo;
  }

  /** How many documents of each kind match; for stories, SEARCH_COUNT_LIMIT + 1 stands for "more than the limit". */
  async countByKind(filter: SearchFilter): Promise<Map<SearchKind, number>> {
    const [stories, profiles] = await Promise.all([
      this.storyCount(filter),
      this.db.all<{ kind: SearchKind; n: number }>(...searchQueries.countProfiles(this.db.dialect, filter)),
    ]);
    return new Map([['story', stories], ...profiles.map((r) => [r.kind, r.n] as const)]);
  }

  /**
   * The stories matching, up to SEARCH_COUNT_LIMIT + 1. On PostgreSQL, a query its statistics put in more than
   * STORY_ESTIMATE_FLOOR stories is taken to match more than the limit without counting: its index gives matches
   * only all at once (a bitmap of 30,000 rows, two of them for two words), which costs more than the rest of the
   * page together (docs/decisions/0040-search-at-scale.md).
   */
  private async storyCount(filter: SearchFilter): Promise<number> {
    const dialect = this.db.dialect;
    if (dialect === 'postgres' && (await this.estimatedStories(filter)) >= STORY_ESTIMATE_FLOOR) return SEARCH_COUNT_LIMIT + 1;
    return (await this.db.get<{ n: number }>(...searchQueries.countStories(dialect, filter)))?.n ?? 0;
  }

  /** The planner's estimate of the matching stories (0 when the plan cannot be read). */
  private async estimatedStories(filter: SearchFilter): Promise<number> {
    const row = await this.db.get<{ 'QUERY PLAN': string }>(...searchQueries.estimateStories(filter));
    const plan = row ? (JSON.parse(row['QUERY PLAN']) as [{ Plan?: { 'Plan Rows'?: unknown } }]) : null;
    const rows = plan?.[0]?.Plan?.['Plan Rows'];
    return typeof rows === 'number' ? rows : 0;
  }

  /**
   * One page of matches, best first. `total`, the matches of the filter (countByKind's), bounds the work: when
   * there are more than RANKED_MATCHES (a word in a third of the stories), only the newest RANKED_MATCHES are
   * ranked, the best of them first, and the older ones follow, newest first. Ranking reads every candidate's words,
   * and a page must not read tens of thousands; the recency boost prefers recent matches anyway.
   */
  async page(filter: SearchFilter, start: number, count: number, total?: number): Promise<SearchRow[]> {
    const dialect = this.db.dialect;
    if (total === undefined || total <= RANKED_MATCHES) return this.rows(searchQueries.page(dialect, filter, start, count));
    const rows: SearchRow[] = [];
    if (start < RANKED_MATCHES)
      rows.push(...(await this.rows(searchQueries.page(dialect, filter, start, Math.min(count, RANKED_MATCHES - start), RANKED_MATCHES))));
    const after = Math.max(start, RANKED_MATCHES);
    if (start + count > after) rows.push(...(await this.rows(searchQueries.pageByDate(dialect, filter, after, start + count - after))));
    return rows;
  }

  private async rows(query: Query): Promise<SearchRow[]> {
    const rows = await this.db.all<SearchRow & { full_text?: string }>(...query);
    if (this.db.dialect === 'sqlite') return rows;
    return rows.map(({ full_text: text = '', ...row }) => ({ ...row, snippet: elided(row.snippet, text) }));
  }

  /** Stories matching a text filter, newest first, with their count (the story archive's text filter). */
  async archive(filter: ArchiveFilter, start: number, count: number): Promise<{ ids: number[]; total: number }> {
    // Counted once per content version, as a list's total is (DocumentsRepository.list): every match is counted.
    const totalQuery = searchQueries.archiveTotal(this.db.dialect, filter);
    const [total, rows] = await Promise.all([
      memoized(this.memo, filter.tenant, `search.archive|${JSON.stringify(totalQuery)}`, async () => {
        return (await this.db.get<{ n: number }>(...totalQuery))?.n ?? 0;
      }),
      this.db.all<{ doc_id: number }>(...searchQueries.archivePage(this.db.dialect, filter, start, count)),
    ]);
    return { ids: rows.map((r) => r.doc_id), total };
  }

  /** Upserts the entries of written documents: call it inside the write's own transaction. */
  async index(tenant: string, collection: string, rows: readonly IndexedRow[]): Promise<void> {
    for (const query of indexQueries(this.db.dialect, tenant, collection, rows)) await this.db.run(...query);
  }

  /** Builds the index from the stored documents when it is empty (a store written before search existed); how many were indexed. */
  async ensureIndex(tenant: string): Promise<number> {
    if (((await this.db.get<{ n: number }>(...searchQueries.count(tenant)))?.n ?? 0) > 0) return 0;
    return this.db.transaction(async (tx) => {
      const search = new SearchRepository(tx);
      let count = 0;
      for (const collection of SEARCHABLE_COLLECTIONS) {
        const rows = await tx.all<{
          id: number;
          body: string;
          sport_id: number | null;
          season: string | null;
          slug: string | null;
          published: number;
          sort_date: string | null;
        }>(...searchQueries.documents(tenant, collection));
        await search.index(
          tenant,
          collection,
          rows.map((r) => ({ ...r, body: JSON.parse(r.body) as unknown, published: r.published === 1 })),
        );
        count += rows.length;
      }
      return count;
    });
  }
}
