/**
 * The one seam between the repositories and a database: SQL text and parameters in, rows out, every call async.
 * The store runs it on SQLite (sqlite-db.server.ts); a PostgreSQL or remote implementation plugs in here, and
 * nothing above it names a driver (docs/decisions/0005-async-db-seam.md).
 */

/** What a parameter may be bound to: the values every SQL driver binds alike (no booleans: pass 0 or 1). */
export type SqlValue = string | number | bigint | Uint8Array | null;

/** Positional (`?`) or named (`@name`) parameters. */
export type SqlParams = readonly SqlValue[] | Readonly<Record<string, SqlValue>>;

/** One query as data: repositories build these once and run them through a Db (or, until the resolvers are async, synchronously). */
export type Query = readonly [sql: string, params?: SqlParams];

export interface RunResult {
  /** Rows the statement inserted, changed or deleted. */
  changes: number;
  /** The row id of the last insert (0 when nothing was inserted). */
  lastInsertRowid: number;
}

export interface TransactionOptions {
  /**
   * Take the write lock when the transaction begins (SQLite `BEGIN IMMEDIATE`): a transaction that reads, then
   * writes what it read (a count, the newest version) queues behind other writers instead of failing at its
   * first write. Nested transactions may ask for it only inside an immediate one.
   */
  immediate?: boolean;
  /**
   * With `immediate`: what the transaction writes is one key's (a template's page, an alert…), so on PostgreSQL it
   * takes that key's lock (an advisory lock on the key's hash) and shares the database-wide one: transactions of
   * one key run one at a time, of different keys at once, and an immediate transaction without a key (migrations,
   * the first seed, the first admin) runs alone. SQLite has one writer: `BEGIN IMMEDIATE` as without a key. A
   * nested immediate transaction inside a keyed one must name the same key.
   */
  lockKey?: string;
  /** The commit must survive a power cut, not only a crash of the process (an acknowledged form submission). */
  durable?: boolean;
}

/** Which SQL the Db speaks: repositories branch on it only where the two really differ (JSON functions, search). */
export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  readonly dialect: Dialect;
  all<R>(sql: string, params?: SqlParams): Promise<R[]>;
  get<R>(sql: string, params?: SqlParams): Promise<R | undefined>;
  run(sql: string, params?: SqlParams): Promise<RunResult>;
  /** Statements without parameters or results (schema changes), possibly several separated by `;`. */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Inside, run every query
   * on `tx` (the Db that opened it waits until the transaction ends, and refuses a call from inside it); a
   * transaction opened on `tx` is a savepoint, undone alone when its own `fn` throws.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T>;
}
