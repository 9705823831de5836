import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { indexDocuments } from '../search/index.server.ts';
import { migrate } from './migrations.server.ts';

export type Collection =
  | 'sports' | 'games' | 'stories' | 'roster' | 'staff' | 'promotions' | 'alerts' | 'splash' | 'publications' | 'podcasts' | 'episodes'
  | 'tags' | 'coaching_records' | 'clippings' | 'moments' | 'awards' | 'all_americans' | 'manual_pages' | 'box_scores' | 'facilities' | 'media_clips' | 'inductees' | 'takeovers' | 'tracking_tags';

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

/**
 * The store: SQLite through better-sqlite3. Content lives as validated JSON documents indexed by the columns
 * pages query on (sport, season, date, slug); every write bumps the tenant's content version, which keys the
 * page cache.
 */
export class Store {
  readonly db: Database.Database;
  /** The folder the store lives in (files of the file store sit beside it), or null for an in-memory store. */
  readonly dataDir: string | null;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly memo = new Map<string, { version: number; value: unknown }>();

  constructor(file: string, dataDir: string | null = null) {
    this.dataDir = dataDir;
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
  }

  static open(dataDir: string): Store {
    mkdirSync(dataDir, { recursive: true });
    return new Store(join(dataDir, 'athletics.sqlite'), dataDir);
  }

  close(): void {
    this.db.close();
  }

  /** Prepared statements are compiled once per SQL text. */
  private prepare<P extends unknown[] | object = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement as unknown as Database.Statement<P, R>;
  }

  /**
   * Derived values (parsed sports, navigation, promotions) computed once per content version: any write
   * bumps the version, so a stale value is never returned.
   */
  cached<T>(tenant: string, key: string, compute: () => T): T {
    const version = this.contentVersion(tenant);
    const memoKey = `${tenant}|${key}`;
    const hit = this.memo.get(memoKey);
    if (hit && hit.version === version) return hit.value as T;
    const value = compute();
    this.memo.set(memoKey, { version, value });
    return value;
  }

  hasTenant(tenant: string): boolean {
    return this.prepare('SELECT 1 FROM tenants WHERE id = ?').get(tenant) !== undefined;
  }

  addTenant(tenant: string, name: string): void {
    this.prepare('INSERT OR IGNORE INTO tenants (id, name) VALUES (?, ?)').run(tenant, name);
  }

  contentVersion(tenant: string): number {
    const row = this.prepare<[string], { v: number }>('SELECT content_version AS v FROM tenants WHERE id = ?').get(tenant);
    return row?.v ?? 0;
  }

  bumpVersion(tenant: string): void {
    this.prepare('UPDATE tenants SET content_version = content_version + 1 WHERE id = ?').run(tenant);
  }

  putDocuments(tenant: string, collection: Collection, rows: readonly DocumentRow[]): void {
    const insert = this.prepare(
      `INSERT INTO documents (tenant, collection, id, sport_id, season, sort_date, slug, published, body, updated_at)
       VALUES (@tenant, @collection, @id, @sport_id, @season, @sort_date, @slug, @published, @body, @updated_at)
       ON CONFLICT (tenant, collection, id) DO UPDATE SET sport_id = excluded.sport_id, season = excluded.season,
         sort_date = excluded.sort_date, slug = excluded.slug, published = excluded.published, body = excluded.body,
         updated_at = excluded.updated_at`,
    );
    const now = new Date().toISOString();
    this.db.transaction(() => {
      for (const row of rows) {
        insert.run({
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
        });
      }
      // Search sees every write at once: same transaction (issue 7).
      indexDocuments(this.db, tenant, collection, rows);
      this.bumpVersion(tenant);
    })();
  }

  list(tenant: string, collection: Collection, query: ListQuery = {}): { items: unknown[]; total: number } {
    const where = ['tenant = @tenant', 'collection = @collection'];
    if (query.sportId != null) where.push('sport_id = @sportId');
    if (query.season) where.push('season = @season');
    if (query.publishedOnly !== false) where.push('published = 1');
    if (query.after) where.push('sort_date >= @after');
    if (query.before) where.push('sort_date < @before');
    const params = { tenant, collection, sportId: query.sportId ?? null, season: query.season ?? null, after: query.after ?? null, before: query.before ?? null };
    const clause = where.join(' AND ');
    const order = query.order === 'asc' ? 'ASC' : 'DESC';
    const total = this.prepare<typeof params, { n: number }>(`SELECT count(*) AS n FROM documents WHERE ${clause}`).get(params)?.n ?? 0;
    const omitted = (query.omit ?? []).filter((field) => /^\w+$/.test(field)).map((field) => `'$.${field}'`);
    const body = omitted.length > 0 ? `json_remove(body, ${omitted.join(', ')})` : 'body';
    const rows = this.prepare<typeof params & { limit: number; offset: number }, { body: string }>(
        `SELECT ${body} AS body FROM documents WHERE ${clause} ORDER BY sort_date ${order}, id ${order} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: query.count ?? -1, offset: query.start ?? 0 });
    return { items: rows.map((row) => JSON.parse(row.body) as unknown), total };
  }

  get(tenant: string, collection: Collection, id: number, publishedOnly = true): unknown {
    const row = this.prepare<[string, string, number, number], { body: string }>(
        'SELECT body FROM documents WHERE tenant = ? AND collection = ? AND id = ? AND published >= ?',
      )
      .get(tenant, collection, id, publishedOnly ? 1 : 0);
    return row ? (JSON.parse(row.body) as unknown) : undefined;
  }

  bySlug(tenant: string, collection: Collection, slug: string, publishedOnly = true): unknown {
    const row = this.prepare<[string, string, string, number], { body: string }>(
        'SELECT body FROM documents WHERE tenant = ? AND collection = ? AND slug = ? AND published >= ? LIMIT 1',
      )
      .get(tenant, collection, slug, publishedOnly ? 1 : 0);
    return row ? (JSON.parse(row.body) as unknown) : undefined;
  }

  seasons(tenant: string, collection: Collection, sportId: number): string[] {
    return this.prepare<[string, string, number], { season: string }>(
        'SELECT DISTINCT season FROM documents WHERE tenant = ? AND collection = ? AND sport_id = ? AND season IS NOT NULL ORDER BY season',
      )
      .all(tenant, collection, sportId)
      .map((row) => row.season);
  }

  getSetting(tenant: string, key: string): unknown {
    const row = this.prepare<[string, string], { body: string }>('SELECT body FROM settings WHERE tenant = ? AND key = ?').get(tenant, key);
    return row ? (JSON.parse(row.body) as unknown) : undefined;
  }

  putSetting(tenant: string, key: string, body: unknown): void {
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO settings (tenant, key, body) VALUES (?, ?, ?) ON CONFLICT (tenant, key) DO UPDATE SET body = excluded.body')
        .run(tenant, key, JSON.stringify(body));
      this.bumpVersion(tenant);
    })();
  }

  /** The newest version of a page's template, for a sport (sportId > 0) or the default one (0). */
  template(tenant: string, page: string, sportId: number): { body: unknown; version: number; created_at: string } | undefined {
    const row = this.prepare<[string, string, number], { body: string; version: number; created_at: string }>(
        'SELECT body, version, created_at FROM templates WHERE tenant = ? AND page = ? AND sport_id = ? ORDER BY version DESC LIMIT 1',
      )
      .get(tenant, page, sportId);
    return row ? { body: JSON.parse(row.body) as unknown, version: row.version, created_at: row.created_at } : undefined;
  }

  templates(tenant: string, scope: 'default' | 'sports'): { body: unknown; version: number; created_at: string }[] {
    const rows = this.prepare<[string], { body: string; version: number; created_at: string }>(
        `SELECT t.body, t.version, t.created_at FROM templates t
         WHERE t.tenant = ? AND t.sport_id ${scope === 'default' ? '= 0' : '> 0'}
           AND t.version = (SELECT max(version) FROM templates u WHERE u.tenant = t.tenant AND u.page = t.page AND u.sport_id = t.sport_id)
         ORDER BY t.page, t.sport_id`,
      )
      .all(tenant);
    return rows.map((row) => ({ body: JSON.parse(row.body) as unknown, version: row.version, created_at: row.created_at }));
  }

  /** Appends a new template version (old versions stay, for history and rollback). */
  putTemplate(tenant: string, page: string, sportId: number, body: unknown, author: string): number {
    return this.db.transaction(() => {
      const current =
        this.prepare<[string, string, number], { v: number | null }>('SELECT max(version) AS v FROM templates WHERE tenant = ? AND page = ? AND sport_id = ?')
          .get(tenant, page, sportId)?.v ?? 0;
      const version = current + 1;
      this.db
        .prepare('INSERT INTO templates (tenant, page, sport_id, version, body, author, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(tenant, page, sportId, version, JSON.stringify(body), author, new Date().toISOString());
      this.bumpVersion(tenant);
      return version;
    })();
  }

  recordImpressions(tenant: string, campaignIds: readonly number[], day: string): void {
    const upsert = this.prepare(
      `INSERT INTO impressions (tenant, campaign_id, day, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (tenant, campaign_id, day) DO UPDATE SET count = count + 1`,
    );
    this.db.transaction(() => {
      for (const id of campaignIds) upsert.run(tenant, id, day);
    })();
  }

  impressions(tenant: string, campaignId: number): number {
    return (
      this.prepare<[string, number], { n: number | null }>('SELECT sum(count) AS n FROM impressions WHERE tenant = ? AND campaign_id = ?')
        .get(tenant, campaignId)?.n ?? 0
    );
  }
}
