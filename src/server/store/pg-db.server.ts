import pg from 'pg';
import type { Db, RunResult, SqlParams, TransactionOptions } from './db.server.ts';
import { endedError, enterScope, Lock, nestedOptionsError, refusesNested, runInside } from './db-scope.server.ts';
import { toPg } from './pg-params.server.ts';

const asText = (value: string): string => value;

/**
 * `bigint` (and so `count(*)`) as a JS number, as SQLite gives it, instead of pg's string; `numeric` stays a
 * string (exact decimals have no JS number). `json` and `jsonb` as their text, as SQLite gives a JSON column:
 * the repositories parse bodies themselves, the same way on both databases.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary' && oid === pg.types.builtins.INT8) return Number;
    if (format !== 'binary' && (oid === pg.types.builtins.JSON || oid === pg.types.builtins.JSONB)) return asText;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * The advisory lock every immediate transaction takes: one key for the whole database, so immediate transactions
 * run one at a time like SQLite's single writer, across every process on the database.
 */
const WRITER_LOCK_KEY = 0x41_74_68_6c; // "Athl"

/** The id of the first row a `RETURNING id` gave back; 0 without one. */
function returnedId(rows: readonly Record<string, unknown>[]): number {
  const id = rows[0]?.id;
  return typeof id === 'number' ? id : typeof id === 'string' || typeof id === 'bigint' ? Number(id) : 0;
}

/**
 * The Db seam on PostgreSQL (through `pg`). The repositories' SQLite-style `?` and `@name` parameters become
 * `$1…$n` (pg-params.server.ts). PostgreSQL has no implicit row id: an insert whose caller needs
 * `lastInsertRowid` says `RETURNING id` (SQLite accepts it too), and `run` reports that id.
 *
 * Queries on the root Db run on any pooled connection, so they do not wait for an open transaction, and never
 * see its uncommitted rows. A transaction holds one pooled connection from BEGIN to COMMIT or ROLLBACK; queries
 * on its `tx` run on that connection, one at a time; a transaction on `tx` is a SAVEPOINT. As on SQLite, a call
 * on the Db that opened the running transaction, from inside it, is refused, and so is a query on a `tx` whose
 * transaction has ended. `immediate` takes a transaction-level advisory lock (one key), so immediate
 * transactions serialize like SQLite's writers; with a `lockKey`, that lock shared and the key's own
 * exclusive, so writes of different keys (two templates' publishes) run at once. A failed statement aborts a PostgreSQL transaction: a callback
 * that catches a query's error and goes on needs a nested transaction (a savepoint) around that query.
 */
export class PgDb implements Db {
  readonly dialect = 'postgres';
  private readonly pool: pg.Pool;
  /** The transaction's connection; null on the root Db, which runs each query on any pooled connection. */
  private readonly client: pg.PoolClient | null;
  /** Queries and savepoints on one transaction's connection take turns; the root needs no turns. */
  private readonly lock: Lock | null;
  private readonly depth: number;
  /** The options of the outermost transaction (a savepoint cannot take a lock its transaction did not). */
  private readonly outer: TransactionOptions;
  private ended = false;

  private constructor(pool: pg.Pool, scope: { client: pg.PoolClient; depth: number; outer: TransactionOptions } | null) {
    this.pool = pool;
    this.client = scope?.client ?? null;
    this.lock = scope ? new Lock() : null;
    this.depth = scope?.depth ?? 0;
    this.outer = scope?.outer ?? {};
  }

  /**
   * A Db on a new pool of connections (`connectionString`, pool sizes and `statement_timeout` as `pg` takes them:
   * a statement running longer fails with an error, and its connection goes back to the pool usable).
   */
  static open(config: pg.PoolConfig): PgDb {
    const pool = new pg.Pool({ ...config, types });
    // An idle pooled connection that fails (a restarted server) is dropped by the pool; unheard, it would end the process.
    pool.on('error', (error) => console.error('PostgreSQL: an idle pooled connection failed:', error.message));
    return new PgDb(pool, null);
  }

  async all<R>(sql: string, params?: SqlParams): Promise<R[]> {
    return (await this.query(sql, params)).rows as R[];
  }

  async get<R>(sql: string, params?: SqlParams): Promise<R | undefined> {
    return (await this.query(sql, params)).rows[0] as R | undefined;
  }

  async run(sql: string, params?: SqlParams): Promise<RunResult> {
    const result = await this.query(sql, params);
    return { changes: result.rowCount ?? 0, lastInsertRowid: returnedId(result.rows) };
  }

  async exec(sql: string): Promise<void> {
    // Without parameters, pg sends the text as one simple query: several statements separated by `;` run.
    await this.exclusive((runner) => runner.query(sql));
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    if (this.client) return this.exclusive((client) => this.savepoint(client as pg.PoolClient, fn, options));
    await enterScope(this, null);
    const client = await this.pool.connect();
    let broken: Error | undefined;
    // A connection cut while the transaction has it (a failover, a restarted server): its query fails, so the
    // transaction throws and rolls back with the connection; the client's event, unheard, would end the process.
    const cut = (error: Error) => (broken = error);
    client.on('error', cut);
    try {
      await client.query('BEGIN');
      if (options.immediate) {
        // Waiting for the lock is not a stuck statement: a first start waits for another machine's seed.
        await client.query('SET LOCAL statement_timeout = 0');
        if (options.lockKey === undefined) await client.query('SELECT pg_advisory_xact_lock($1)', [WRITER_LOCK_KEY]);
        else {
          // The database-wide lock shared (a transaction without a key waits for every keyed one), then the key's own.
          await client.query('SELECT pg_advisory_xact_lock_shared($1)', [WRITER_LOCK_KEY]);
          await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`athletics:${options.lockKey}`]);
        }
        await client.query('SET LOCAL statement_timeout TO DEFAULT');
      }
      // On by default; said again so a server or role configured otherwise cannot weaken an acknowledged commit.
      if (options.durable) await client.query('SET LOCAL synchronous_commit = on');
      const tx = new PgDb(this.pool, { client, depth: 1, outer: options });
      try {
        const result = await runInside(this, () => fn(tx));
        tx.ended = true;
        await client.query('COMMIT');
        return result;
      } catch (error) {
        tx.ended = true;
        throw error;
      }
    } catch (error) {
      // After a failed COMMIT there is nothing to roll back; PostgreSQL only warns.
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.off('error', cut);
      client.release(broken);
    }
  }

  /** Ends the pool (waits for its connections to be given back). */
  close(): Promise<void> {
    return this.pool.end();
  }

  private async savepoint<T>(client: pg.PoolClient, fn: (tx: Db) => Promise<T>, options: TransactionOptions): Promise<T> {
    if (refusesNested(this.outer, options)) throw nestedOptionsError();
    const name = `sp${this.depth}`;
    await client.query(`SAVEPOINT ${name}`);
    const tx = new PgDb(this.pool, { client, depth: this.depth + 1, outer: this.outer });
    try {
      const result = await runInside(this, () => fn(tx));
      tx.ended = true;
      await client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      tx.ended = true;
      await client.query(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`);
      throw error;
    }
  }

  private query(sql: string, params: SqlParams | undefined): Promise<pg.QueryResult<Record<string, unknown>>> {
    const { text, values } = toPg(sql, params);
    return this.exclusive((runner) => runner.query<Record<string, unknown>>(text, values));
  }

  /** Runs `work` on this scope's connection (the pool on the root) in its turn, once the scope is known to be open. */
  private async exclusive<T>(work: (runner: pg.Pool | pg.PoolClient) => Promise<T>): Promise<T> {
    await enterScope(this, this.lock);
    try {
      if (this.ended) throw endedError();
      return await work(this.client ?? this.pool);
    } finally {
      this.lock?.release();
    }
  }
}
