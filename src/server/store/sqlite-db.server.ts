import type Database from 'better-sqlite3';
import type { Db, RunResult, SqlParams, SqlValue, TransactionOptions } from './db.server.ts';
import { endedError, enterScope, Lock, nestedOptionsError, refusesNested, runInside } from './db-scope.server.ts';

const args = (params: SqlParams | undefined): unknown[] => (params === undefined ? [] : Array.isArray(params) ? params : [params]);

/**
 * One connection's statements, compiled once per SQL text and run synchronously: what SqliteDb runs underneath,
 * and what the synchronous store methods still read through until the widget resolvers are async.
 */
export class SqliteStatements {
  readonly connection: Database.Database;
  private readonly compiled = new Map<string, Database.Statement<unknown[], unknown>>();

  constructor(connection: Database.Database) {
    this.connection = connection;
  }

  prepare(sql: string): Database.Statement<unknown[], unknown> {
    let statement = this.compiled.get(sql);
    if (!statement) {
      statement = this.connection.prepare<unknown[], unknown>(sql);
      this.compiled.set(sql, statement);
    }
    return statement;
  }

  all<R>(sql: string, params?: SqlParams): R[] {
    return this.prepare(sql).all(...args(params)) as R[];
  }

  get<R>(sql: string, params?: SqlParams): R | undefined {
    return this.prepare(sql).get(...args(params)) as R | undefined;
  }

  run(sql: string, params?: SqlParams): RunResult {
    const result = this.prepare(sql).run(...args(params));
    return { changes: result.changes, lastInsertRowid: Number(result.lastInsertRowid) };
  }
}

/**
 * The Db seam on better-sqlite3. SQLite itself is synchronous, and one connection has one transaction: while a
 * transaction's callback awaits, another request's query on the same connection would land inside it. So each
 * scope (the root, and each open transaction) has a lock: a transaction holds its scope's lock until it ends,
 * and every other call on that scope waits its turn; calls on the transaction's own `tx` run inside it. A
 * transaction on `tx` is a SAVEPOINT (docs/decisions/0005-async-db-seam.md).
 */
export class SqliteDb implements Db {
  readonly dialect = 'sqlite';
  private readonly statements: SqliteStatements;
  private readonly lock = new Lock();
  private readonly depth: number;
  /** The options of the outermost transaction (a savepoint cannot take a lock its transaction did not). */
  private readonly outer: TransactionOptions;
  private ended = false;

  constructor(statements: SqliteStatements, scope: { depth: number; outer: TransactionOptions } = { depth: 0, outer: {} }) {
    this.statements = statements;
    this.depth = scope.depth;
    this.outer = scope.outer;
  }

  /** A transaction is open on this connection (the synchronous store methods refuse to write meanwhile). */
  get inTransaction(): boolean {
    return this.lock.locked && this.statements.connection.inTransaction;
  }

  all<R>(sql: string, params?: SqlParams): Promise<R[]> {
    return this.exclusive(() => this.statements.all<R>(sql, params));
  }

  get<R>(sql: string, params?: SqlParams): Promise<R | undefined> {
    return this.exclusive(() => this.statements.get<R>(sql, params));
  }

  run(sql: string, params?: SqlParams): Promise<RunResult> {
    return this.exclusive(() => this.statements.run(sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.exclusive(() => void this.statements.connection.exec(sql));
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    await this.enter();
    try {
      this.checkOpen();
      return await this.begin(fn, options);
    } finally {
      this.lock.release();
    }
  }

  private async begin<T>(fn: (tx: Db) => Promise<T>, options: TransactionOptions): Promise<T> {
    const connection = this.statements.connection;
    const nested = this.depth > 0;
    if (nested && refusesNested(this.outer, options)) {
      throw nestedOptionsError();
    }
    const savepoint = `sp${this.depth}`;
    const synchronous = !nested && options.durable ? (connection.pragma('synchronous', { simple: true }) as SqlValue) : null;
    if (synchronous !== null) connection.pragma('synchronous = FULL');
    try {
      connection.exec(nested ? `SAVEPOINT ${savepoint}` : options.immediate ? 'BEGIN IMMEDIATE' : 'BEGIN');
      const tx = new SqliteDb(this.statements, { depth: this.depth + 1, outer: nested ? this.outer : options });
      try {
        const result = await runInside(this, () => fn(tx));
        tx.ended = true;
        connection.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
        return result;
      } catch (error) {
        tx.ended = true;
        if (nested) connection.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
        else if (connection.inTransaction) connection.exec('ROLLBACK');
        throw error;
      }
    } finally {
      if (synchronous !== null) connection.pragma(`synchronous = ${Number(synchronous)}`);
    }
  }

  private async exclusive<T>(work: () => T): Promise<T> {
    await this.enter();
    try {
      this.checkOpen();
      return work();
    } finally {
      this.lock.release();
    }
  }

  /** Takes this scope's lock: at once when it is free, else after the open transaction (never from inside it). */
  private enter(): Promise<void> {
    return enterScope(this, this.lock);
  }

  private checkOpen(): void {
    if (this.ended) throw endedError();
  }
}
