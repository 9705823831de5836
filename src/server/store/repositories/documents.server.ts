import type { Db, Dialect, Query } from '../db.server.ts';
import { ordered, withoutFields } from '../dialect.server.ts';
import { memoized, type ContentMemo } from '../memo.server.ts';
import { SearchRepository } from './search.server.ts';
import { TenantsRepository } from './tenants.server.ts';

export type Collection =
  | 'sports'
  | 'games'
  | 'stories'
  | 'roster'
  | 'staff'
  | 'promotions'
  | 'alerts'
  | 'splash'
  | 'publications'
  | 'podcasts'
  | 'episodes'
  | 'tags'
  | 'coaching_records'
  | 'clippings'
  | 'moments'
  | 'awards'
  | 'all_americans'
  | 'manual_pages'
  | 'box_scores'
  | 'facilities'
  | 'media_clips'
  | 'inductees'
  | 'takeovers'
  | 'tracking_tags';

/** A document to store: its body (validated JSON) and the index columns pages query on. */
export interface DocumentRow {
  id: number;
  sport_id?: number | null;
  season?: string | null;
  sort_date?: string | null;
  slug?: string | null;
  published?: boolean;
  body: unknown;
}

export interface ListQuery {
  sportId?: number | null;
  season?: string;
  publishedOnly?: boolean;
  after?: string;
  before?: string;
  order?: 'asc' | 'desc';
  start?: number;
  count?: number;
  /** Top-level body fields left out of the result (e.g. a story's content when only cards are shown). */
  omit?: readonly string[];
}

export interface BodyRow {
  body: string;
}

export const parseBody = (row: BodyRow | undefined): unknown => (row ? (JSON.parse(row.body) as unknown) : undefined);

/**
 * The documents table: content as JSON documents of a collection, indexed by the columns pages query on (sport,
 * season, date, slug). The resource repositories (sports, games, stories…) read and write through these.
 */
export const documentQueries = {
  /** `omitted`: the fields the caller still drops from each body (on PostgreSQL, where SQL does not; see withoutFields). */
  list(dialect: Dialect, tenant: string, collection: Collection, query: ListQuery): { total: Query; items: Query; omitted: string[] } {
    const where = ['tenant = @tenant', 'collection = @collection'];
    if (query.sportId != null) where.push('sport_id = @sportId');
    if (query.season) where.push('season = @season');
    if (query.publishedOnly !== false) where.push('published = 1');
    if (query.after) where.push('sort_date >= @after');
    if (query.before) where.push('sort_date < @before');
    const params = {
      tenant,
      collection,
      sportId: query.sportId ?? null,
      season: query.season ?? null,
      after: query.after ?? null,
      before: query.before ?? null,
    };
    const clause = where.join(' AND ');
    const order = query.order === 'asc' ? 'ASC' : 'DESC';
    const omit = (query.omit ?? []).filter((field) => /^\w+$/.test(field));
    const inSql = dialect === 'sqlite' && omit.length > 0;
    const body = inSql ? `json_remove(body, ${omit.map((field) => `'$.${field}'`).join(', ')})` : 'body';
    return {
      total: [`SELECT count(*) AS n FROM documents WHERE ${clause}`, params],
      items: [
        `SELECT ${body} AS body FROM documents WHERE ${clause} ORDER BY sort_date ${ordered(dialect, order)}, id ${order} LIMIT @limit OFFSET @offset`,
        // No count is every row: a limit both take (SQLite's -1 is an error on PostgreSQL).
        { ...params, limit: query.count ?? Number.MAX_SAFE_INTEGER, offset: query.start ?? 0 },
      ],
      omitted: inSql ? [] : omit,
    };
  },
  get: (tenant: string, collection: Collection, id: number, publishedOnly: boolean): Query => [
    'SELECT body FROM documents WHERE tenant = ? AND collection = ? AND id = ? AND published >= ?',
    [tenant, collection, id, publishedOnly ? 1 : 0],
  ],
  bySlug: (tenant: string, collection: Collection, slug: string, publishedOnly: boolean): Query => [
    'SELECT body FROM documents WHERE tenant = ? AND collection = ? AND slug = ? AND published >= ? LIMIT 1',
    [tenant, collection, slug, publishedOnly ? 1 : 0],
  ],
  seasons: (tenant: string, collection: Collection, sportId: number): Query => [
    'SELECT DISTINCT season FROM documents WHERE tenant = ? AND collection = ? AND sport_id = ? AND season IS NOT NULL ORDER BY season',
    [tenant, collection, sportId],
  ],
  everyById: (tenant: string, collection: Collection): Query => [
    'SELECT id, body FROM documents WHERE tenant = ? AND collection = ? ORDER BY id',
    [tenant, collection],
  ],
  /**
   * Published or not, `first` by id, `latest` by date then season (the current roster before older ones), with an
   * optional text the body must contain (a rough filter: callers match the title themselves).
   */
  scan: (
    dialect: Dialect,
    tenant: string,
    collection: Collection,
    order: 'first' | 'latest',
    contains: string,
    start: number,
    count: number,
  ): Query => [
    `SELECT id, body FROM documents WHERE tenant = @tenant AND collection = @collection
       AND (CAST(@like AS TEXT) IS NULL OR CAST(body AS TEXT) LIKE @like ESCAPE '\\')
     ORDER BY ${order === 'latest' ? `sort_date ${ordered(dialect, 'DESC')}, season ${ordered(dialect, 'DESC')}, id ASC` : 'id ASC'} LIMIT @count OFFSET @start`,
    { tenant, collection, like: contains ? `%${contains.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null, start, count },
  ],
  remove: (tenant: string, collection: Collection, id: number): Query[] => [
    ['DELETE FROM documents WHERE tenant = ? AND collection = ? AND id = ?', [tenant, collection, id]],
    ['DELETE FROM search_docs WHERE tenant = ? AND collection = ? AND doc_id = ?', [tenant, collection, id]],
  ],
  upsert: (tenant: string, collection: Collection, row: DocumentRow, now: string): Query => [
    `INSERT INTO documents (tenant, collection, id, sport_id, season, sort_date, slug, published, body, updated_at)
     VALUES (@tenant, @collection, @id, @sport_id, @season, @sort_date, @slug, @published, @body, @updated_at)
     ON CONFLICT (tenant, collection, id) DO UPDATE SET sport_id = excluded.sport_id, season = excluded.season,
       sort_date = excluded.sort_date, slug = excluded.slug, published = excluded.published, body = excluded.body,
       updated_at = excluded.updated_at`,
    {
      tenant,
      collection,
      id: row.id,
      sport_id: row.sport_id ?? null,
      season: row.season ?? null,
      sort_date: row.sort_date ?? null,
      slug: row.slug ?? null,
      published: row.published === false ? 0 : 1,
      body: JSON.stringify(row.body),
      updated_at: now,
    },
  ],
};

export class DocumentsRepository {
  private readonly db: Db;
  private readonly memo: ContentMemo | null;
  constructor(db: Db, memo: ContentMemo | null = null) {
    this.db = db;
    this.memo = memo;
  }

  /**
   * A page of a collection, newest first unless asked otherwise, with the total; published only unless asked
   * otherwise. The total is counted once per content version (every write moves it): counting an archive of
   * 100,000 stories reads 100,000 index entries on PostgreSQL, more than the page itself.
   */
  async list(tenant: string, collection: Collection, query: ListQuery = {}): Promise<{ items: unknown[]; total: number }> {
    const queries = documentQueries.list(this.db.dialect, tenant, collection, query);
    const [total, rows] = await Promise.all([
      memoized(this.memo, tenant, `documents.total|${JSON.stringify(queries.total)}`, async () => {
        return (await this.db.get<{ n: number }>(...queries.total))?.n ?? 0;
      }),
      this.db.all<BodyRow>(...queries.items),
    ]);
    return { items: rows.map((row) => withoutFields(parseBody(row), queries.omitted)), total };
  }

  async get(tenant: string, collection: Collection, id: number, publishedOnly = true): Promise<unknown> {
    return parseBody(await this.db.get<BodyRow>(...documentQueries.get(tenant, collection, id, publishedOnly)));
  }

  async bySlug(tenant: string, collection: Collection, slug: string, publishedOnly = true): Promise<unknown> {
    return parseBody(await this.db.get<BodyRow>(...documentQueries.bySlug(tenant, collection, slug, publishedOnly)));
  }

  /** The seasons a sport has documents of, oldest first. */
  async seasons(tenant: string, collection: Collection, sportId: number): Promise<string[]> {
    return (await this.db.all<{ season: string }>(...documentQueries.seasons(tenant, collection, sportId))).map((row) => row.season);
  }

  /** Every document of a collection by id, published or not (what editors list). */
  async everyById(tenant: string, collection: Collection): Promise<{ id: number; body: unknown }[]> {
    return (await this.db.all<{ id: number; body: string }>(...documentQueries.everyById(tenant, collection))).map((row) => ({
      id: row.id,
      body: JSON.parse(row.body) as unknown,
    }));
  }

  /** A page of a collection for the editor's pickers (see documentQueries.scan). */
  async scan(
    tenant: string,
    collection: Collection,
    query: { order: 'first' | 'latest'; contains?: string; start: number; count: number },
  ): Promise<{ id: number; body: unknown }[]> {
    const rows = await this.db.all<{ id: number; body: string }>(
      ...documentQueries.scan(this.db.dialect, tenant, collection, query.order, query.contains ?? '', query.start, query.count),
    );
    return rows.map((row) => ({ id: row.id, body: JSON.parse(row.body) as unknown }));
  }

  /** Inserts or replaces documents; search sees them and the content version moves in the same transaction. */
  put(tenant: string, collection: Collection, rows: readonly DocumentRow[]): Promise<void> {
    const now = new Date().toISOString();
    return this.db.transaction(async (tx) => {
      for (const row of rows) await tx.run(...documentQueries.upsert(tenant, collection, row, now));
      await new SearchRepository(tx).index(tenant, collection, rows);
      await new TenantsRepository(tx).bumpVersion(tenant);
    });
  }

  /**
   * Deletes documents and their search entries; the content version moves in the same transaction. Answers how
   * many were there. Only for rows nothing else points at by design (an importer's rows it wrote itself).
   */
  remove(tenant: string, collection: Collection, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return Promise.resolve(0);
    return this.db.transaction(async (tx) => {
      let removed = 0;
      for (const id of ids) {
        const [documents, search] = documentQueries.remove(tenant, collection, id);
        removed += (await tx.run(...documents!)).changes;
        await tx.run(...search!);
      }
      if (removed > 0) await new TenantsRepository(tx).bumpVersion(tenant);
      return removed;
    });
  }
}
