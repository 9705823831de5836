import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dbContract } from '#tests/support/db-contract.ts';
import { SqliteDb, SqliteStatements } from './sqlite-db.server.ts';

let dir: string;
let connection: Database.Database;
let db: SqliteDb;

/** Lets every pending promise and I/O callback run once (no timers: what is blocked stays blocked). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const count = async () => (await db.get<{ n: number }>('SELECT count(*) AS n FROM t'))?.n;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sqlite-db-'));
  connection = new Database(join(dir, 'test.sqlite'));
  connection.pragma('journal_mode = WAL');
  connection.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  db = new SqliteDb(new SqliteStatements(connection));
});
afterEach(() => {
  connection.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the Db seam contract on better-sqlite3', () => {
  dbContract({ open: async () => db, integer: 'INTEGER' });
});

describe('the Db seam on better-sqlite3', () => {
  it('holds other calls until an open transaction ends: they never see its uncommitted rows', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (name) VALUES (?)', ['inside']);
      expect((await tx.get<{ n: number }>('SELECT count(*) AS n FROM t'))?.n).toBe(1); // the transaction sees its own row
      await released; // awaiting something else: another request's query would land inside the transaction
      throw new Error('rolled back');
    });
    let seen: number | undefined;
    const outside = count().then((n) => (seen = n));
    await settle();
    expect(seen).toBeUndefined(); // waiting, not reading the open transaction
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    await outside;
    expect(seen).toBe(0);
  });

  it('begins write transactions with BEGIN IMMEDIATE: another connection cannot start writing once it is open', async () => {
    const other = new Database(join(dir, 'test.sqlite'));
    other.pragma('busy_timeout = 0');
    const otherCanWrite = () => {
      try {
        other.exec('BEGIN IMMEDIATE');
        other.exec('ROLLBACK');
        return true;
      } catch {
        return false;
      }
    };
    try {
      // Before its first write, only an immediate transaction holds the write lock.
      await db.transaction(async () => expect(otherCanWrite()).toBe(true));
      await db.transaction(async () => expect(otherCanWrite()).toBe(false), { immediate: true });
      expect(otherCanWrite()).toBe(true);
    } finally {
      other.close();
    }
  });

  it('makes a durable transaction commit with synchronous=FULL, then goes back to the connection’s setting', async () => {
    connection.pragma('synchronous = NORMAL');
    const synchronous = () => connection.pragma('synchronous', { simple: true });
    await db.transaction(async () => expect(synchronous()).toBe(2), { durable: true, immediate: true });
    expect(synchronous()).toBe(1);
  });

  it('compiles one statement per SQL text, whichever scope runs it', async () => {
    const prepare = vi.spyOn(connection, 'prepare');
    for (let i = 0; i < 3; i++) await db.run('INSERT INTO t (name) VALUES (?)', [`n${i}`]);
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (name) VALUES (?)', ['in a transaction']);
    });
    expect(prepare.mock.calls.filter(([sql]) => sql === 'INSERT INTO t (name) VALUES (?)')).toHaveLength(1);
    await db.get('SELECT count(*) AS n FROM t');
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('leaves no transaction open on the connection after a refused or failed one', async () => {
    await expect(db.transaction(async () => db.get('SELECT 1'))).rejects.toThrow(/run it on the transaction/);
    await expect(db.transaction(async (tx) => tx.transaction(async () => 1, { immediate: true }))).rejects.toThrow(
      /nested transaction cannot be immediate/,
    );
    await expect(db.transaction(async (tx) => tx.run('INSERT INTO nowhere (x) VALUES (1)'))).rejects.toThrow(/no such table/);
    expect(connection.inTransaction).toBe(false);
  });
});
