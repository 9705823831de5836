import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { TransactionOptions } from './db.server.ts';
import { ContentMemo } from './memo.server.ts';
import { migrate } from './migrations.server.ts';
import { createRepositories, type Repositories } from './repositories.server.ts';
import type { AccountsRepository } from './repositories/accounts.server.ts';
import type { AlertsRepository } from './repositories/alerts.server.ts';
import type { AuditLogRepository } from './repositories/audit-log.server.ts';
import type { BoxScoresRepository } from './repositories/box-scores.server.ts';
import type { ContentVersionsRepository } from './repositories/content-versions.server.ts';
import type { DocumentsRepository } from './repositories/documents.server.ts';
import type { FilesRepository } from './repositories/files.server.ts';
import type { FormsRepository } from './repositories/forms.server.ts';
import type { GamesRepository } from './repositories/games.server.ts';
import type { LiveGamesRepository } from './repositories/live-games.server.ts';
import type { NewsletterRepository } from './repositories/newsletter.server.ts';
import type { PromotionsRepository } from './repositories/promotions.server.ts';
import type { RateLimitsRepository } from './repositories/rate-limits.server.ts';
import type { SearchRepository } from './repositories/search.server.ts';
import type { SessionsRepository } from './repositories/sessions.server.ts';
import type { SettingsRepository } from './repositories/settings.server.ts';
import type { SplashRepository } from './repositories/splash.server.ts';
import type { SportsRepository } from './repositories/sports.server.ts';
import type { StoriesRepository } from './repositories/stories.server.ts';
import type { SubmissionsRepository } from './repositories/submissions.server.ts';
import type { TagsRepository } from './repositories/tags.server.ts';
import type { TemplatesRepository } from './repositories/templates.server.ts';
import type { TenantsRepository } from './repositories/tenants.server.ts';
import { HotCounts } from './hot-counts.server.ts';
import { SqliteDb, SqliteStatements } from './sqlite-db.server.ts';

export type { Collection, DocumentRow, ListQuery } from './repositories/documents.server.ts';

function connect(file: string, options?: Database.Options): Database.Database {
  const connection = new Database(file, options);
  connection.pragma('busy_timeout = 5000');
  return connection;
}

/**
 * The store: SQLite through the Db seam, read and written through one repository per resource
 * (`store.sports.list(tenant)`, `store.forms.get(tenant, id)`…). Content lives as validated JSON documents
 * indexed by the columns pages query on; every write bumps the tenant's content version, which keys the page
 * cache. Its connection is its own: nothing outside src/server/store runs SQL (docs/decisions/0005-async-db-seam.md).
 */
export class Store implements Repositories {
  declare readonly tenants: TenantsRepository;
  declare readonly documents: DocumentsRepository;
  declare readonly search: SearchRepository;
  declare readonly settings: SettingsRepository;
  declare readonly sports: SportsRepository;
  declare readonly games: GamesRepository;
  declare readonly stories: StoriesRepository;
  declare readonly tags: TagsRepository;
  declare readonly boxScores: BoxScoresRepository;
  declare readonly alerts: AlertsRepository;
  declare readonly splash: SplashRepository;
  declare readonly promotions: PromotionsRepository;
  declare readonly templates: TemplatesRepository;
  declare readonly auditLog: AuditLogRepository;
  declare readonly contentVersions: ContentVersionsRepository;
  declare readonly forms: FormsRepository;
  declare readonly submissions: SubmissionsRepository;
  declare readonly files: FilesRepository;
  declare readonly accounts: AccountsRepository;
  declare readonly sessions: SessionsRepository;
  declare readonly newsletter: NewsletterRepository;
  declare readonly liveGames: LiveGamesRepository;
  declare readonly rateLimits: RateLimitsRepository;

  /** Impressions and clicks counted in this process, written every few seconds (hot-counts.server.ts). */
  readonly hotCounts: HotCounts;
  /** The folder the store lives in (files of the file store sit beside it), or null for an in-memory store. */
  readonly dataDir: string | null;
  readonly #sql: SqliteDb;
  readonly #connection: Database.Database;
  readonly #memo: ContentMemo;

  constructor(file: string, dataDir: string | null = null) {
    const connection = connect(file);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    migrate(connection);
    const sql = new SqliteDb(new SqliteStatements(connection));
    this.dataDir = dataDir;
    this.#sql = sql;
    this.#connection = connection;
    this.#memo = new ContentMemo((tenant) => this.tenants.contentVersion(tenant));
    Object.assign(this, createRepositories(sql, this.#memo));
    this.hotCounts = new HotCounts((fn) => this.transaction(fn));
  }

  static open(dataDir: string): Store {
    mkdirSync(dataDir, { recursive: true });
    return new Store(join(dataDir, 'athletics.sqlite'), dataDir);
  }

  /** Closes the connection; counts not flushed yet (`await store.hotCounts.close()` first) are dropped. */
  close(): void {
    this.hotCounts.stop();
    this.#connection.close();
  }

  /** Runs `fn` in one transaction over every repository: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Repositories) => Promise<T>, options?: TransactionOptions): Promise<T> {
    return this.#sql.transaction((tx) => fn(createRepositories(tx, null)), options);
  }

  /** A value derived from stored content, computed once per content version (parsed lists, sanitized HTML…). */
  memo<T>(tenant: string, key: string, compute: () => Promise<T>): Promise<T> {
    return this.#memo.cached(tenant, key, compute);
  }
}
