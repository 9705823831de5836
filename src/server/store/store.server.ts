import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { parseEnv } from '../env.server.ts';
import type { Db, Dialect, TransactionOptions } from './db.server.ts';
import { withBootLock } from './boot-lock.server.ts';
import { ContentMemo } from './memo.server.ts';
import { migrate } from './migrations.server.ts';
import { PgDb } from './pg-db.server.ts';
import { migratePg } from './pg-migrations.server.ts';
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
import type { JobRunsRepository } from './repositories/job-runs.server.ts';
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

/** Where the store lives: PostgreSQL when `databaseUrl` is given, else SQLite in `dataDir` (as `Store.open`). */
export interface StoreOptions {
  /** The folder of the SQLite file, and of the stored files' bytes on either database. */
  dataDir: string;
  /** `postgres://…` (DATABASE_URL): the store is on that PostgreSQL database. */
  databaseUrl?: string | undefined;
  /** Connections this process keeps open to PostgreSQL at most (pg's pool size); 10 unless told otherwise. */
  poolSize?: number;
  /**
   * Milliseconds a PostgreSQL statement may run (`statement_timeout`); DATABASE_STATEMENT_TIMEOUT_MS (5000) unless
   * told otherwise.
   */
  statementTimeoutMs?: number;
}

/** PostgreSQL could not be reached or refused the store: the message says which, without a stack trace. */
export class StoreUnavailableError extends Error {}

/** The connection string without its password, for messages. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

function connect(file: string, options?: Database.Options): Database.Database {
  const connection = new Database(file, options);
  connection.pragma('busy_timeout = 5000');
  return connection;
}

/**
 * The store: SQLite (or, with DATABASE_URL, PostgreSQL: `Store.connect`) through the Db seam, read and written
 * through one repository per resource (`store.sports.list(tenant)`, `store.forms.get(tenant, id)`…). Content
 * lives as validated JSON documents indexed by the columns pages query on; every write bumps the tenant's content
 * version, which keys the page cache. Its connection is its own: nothing outside src/server/store runs SQL
 * (docs/decisions/0005-async-db-seam.md, 0033-postgresql-beside-sqlite.md).
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
  declare readonly jobRuns: JobRunsRepository;

  /** Impressions and clicks counted in this process, written every few seconds (hot-counts.server.ts). */
  readonly hotCounts: HotCounts;
  /** The folder the store lives in (files of the file store sit beside it), or null for an in-memory store. */
  readonly dataDir: string | null;
  readonly #sql: Db;
  readonly #close: () => Promise<void>;
  #closed: Promise<void> | undefined;
  readonly #memo: ContentMemo;
  /** How memos learn the content version: from the database, unless this process keeps it (readVersionsFrom). */
  #versionOf: (tenant: string) => Promise<number> = (tenant) => this.tenants.contentVersion(tenant);

  /** A SQLite store in `file` (`:memory:` for one in memory), migrated; or, given a PgDb, a store on it (Store.connect). */
  constructor(file: string | PgDb, dataDir: string | null = null) {
    let sql: Db;
    if (typeof file === 'string') {
      const connection = connect(file);
      connection.pragma('journal_mode = WAL');
      connection.pragma('synchronous = NORMAL');
      connection.pragma('foreign_keys = ON');
      // A store of 100,000 stories is some 500 MB: search reads a few columns of tens of thousands of its rows at
      // random. Mapped pages are read in place (no read call and copy per page); 64 MB of cache keeps the hot ones.
      connection.pragma('mmap_size = 1073741824');
      connection.pragma('cache_size = -65536');
      migrate(connection);
      sql = new SqliteDb(new SqliteStatements(connection));
      this.#close = () => {
        connection.close();
        return Promise.resolve();
      };
    } else {
      sql = file;
      this.#close = () => file.close();
    }
    this.dataDir = dataDir;
    this.#sql = sql;
    this.#memo = new ContentMemo((tenant) => this.#versionOf(tenant));
    Object.assign(this, createRepositories(sql, this.#memo));
    this.hotCounts = new HotCounts((fn) => this.transaction(fn));
  }

  /** The SQLite store in `dataDir`, created and migrated when new. */
  static open(dataDir: string): Store {
    mkdirSync(dataDir, { recursive: true });
    return new Store(join(dataDir, 'athletics.sqlite'), dataDir);
  }

  /**
   * The store the options name: on PostgreSQL with `databaseUrl` (reached, then migrated under the database-wide
   * lock, so several processes starting at once migrate once), else SQLite in `dataDir` exactly as `open` (its
   * migrations under DATA_DIR's boot lock). A PostgreSQL that cannot be reached or migrated is a
   * StoreUnavailableError naming the server (never the password).
   */
  static async connect({ dataDir, databaseUrl, poolSize = 10, statementTimeoutMs }: StoreOptions): Promise<Store> {
    if (!databaseUrl) return withBootLock(dataDir, () => Store.open(dataDir));
    mkdirSync(dataDir, { recursive: true });
    // Read here unless given: every caller (server, scripts) gets the configured timeout without passing it.
    const statement_timeout = statementTimeoutMs ?? parseEnv(process.env).DATABASE_STATEMENT_TIMEOUT_MS;
    const db = PgDb.open({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 10_000, statement_timeout });
    try {
      await db.get('SELECT 1 AS up');
    } catch (error) {
      await db.close().catch(() => {});
      throw new StoreUnavailableError(`PostgreSQL at ${redacted(databaseUrl)} cannot be reached: ${(error as Error).message}`, {
        cause: error,
      });
    }
    // Text is UTF-8 on SQLite; a SQL_ASCII or LATIN1 database would store or refuse it otherwise.
    const encoding = (await db.get<{ server_encoding: string }>('SHOW server_encoding'))?.server_encoding;
    if (encoding !== 'UTF8') {
      await db.close().catch(() => {});
      throw new StoreUnavailableError(
        `The PostgreSQL database at ${redacted(databaseUrl)} is encoded ${encoding ?? 'unknown'}: the store needs a UTF8 database (CREATE DATABASE … ENCODING 'UTF8')`,
      );
    }
    try {
      await migratePg(db);
    } catch (error) {
      await db.close().catch(() => {});
      throw new StoreUnavailableError(`Migrating the store on PostgreSQL at ${redacted(databaseUrl)} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    return new Store(db, dataDir);
  }

  /** Which database the store is on. */
  get dialect(): Dialect {
    return this.#sql.dialect;
  }

  /**
   * Closes the connection (SQLite's at once; PostgreSQL's pool once its connections are given back); counts not
   * flushed yet (`await store.hotCounts.close()` first) are dropped.
   */
  close(): Promise<void> {
    this.hotCounts.stop();
    // Once: a second close (a test's, then its harness's) waits for the first instead of failing.
    this.#closed ??= this.#close();
    return this.#closed;
  }

  /** Runs `fn` in one transaction over every repository: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Repositories) => Promise<T>, options?: TransactionOptions): Promise<T> {
    return this.#sql.transaction((tx) => fn(createRepositories(tx, null)), options);
  }

  /**
   * Where the memos below read the content version from: a process that keeps it in memory (on PostgreSQL, told of
   * changes by the database) answers them without a query.
   */
  readVersionsFrom(versionOf: (tenant: string) => Promise<number>): void {
    this.#versionOf = versionOf;
  }

  /** A value derived from stored content, computed once per content version (parsed lists, sanitized HTML…). */
  memo<T>(tenant: string, key: string, compute: () => Promise<T>): Promise<T> {
    return this.#memo.cached(tenant, key, compute);
  }
}
