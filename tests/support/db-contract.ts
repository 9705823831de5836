// What every implementation of the Db seam does alike (docs/decisions/0005-async-db-seam.md): each
// implementation's test file runs these on a fresh database with an empty table `t (id, name)`.
import { beforeEach, expect, it } from 'vitest';
import type { Db } from '#src/server/store/db.server.ts';

export interface DbUnderTest {
  /** A Db whose database has an empty `t (id integer primary key given by the database, name text)` and nothing else. */
  open(): Promise<Db>;
  /** The SQL type of a column `u (x …)` and `v (y …)` holds an integer in. */
  integer: string;
}

export function dbContract({ open, integer }: DbUnderTest): void {
  let db: Db;
  const count = async () => (await db.get<{ n: number }>('SELECT count(*) AS n FROM t'))?.n;
  const names = async () => (await db.all<{ name: string }>('SELECT name FROM t ORDER BY id')).map((row) => row.name);
  beforeEach(async () => {
    db = await open();
  });

  it('runs SQL with positional or named parameters and returns rows, changes and the ids of RETURNING id', async () => {
    expect(await db.run('INSERT INTO t (name) VALUES (?) RETURNING id', ['a'])).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect((await db.run('INSERT INTO t (name) VALUES (@name) RETURNING id', { name: 'b' })).lastInsertRowid).toBe(2);
    expect(await db.all<{ name: string }>('SELECT name FROM t ORDER BY id')).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(await db.get('SELECT name FROM t WHERE id = ?', [9])).toBeUndefined();
    expect((await db.run('UPDATE t SET name = upper(name)')).changes).toBe(2);
    expect(await count()).toBe(2); // a number, as every row value a repository reads
    await db.exec(`CREATE TABLE u (x ${integer}); CREATE TABLE v (y ${integer})`);
    await db.run('INSERT INTO v (y) VALUES (@y), (@y)', { y: 7 });
    expect(await db.all('SELECT y FROM v')).toEqual([{ y: 7 }, { y: 7 }]);
  });

  it('commits what the callback wrote, and rolls all of it back when it throws', async () => {
    expect(
      await db.transaction(async (tx) => (await tx.run('INSERT INTO t (name) VALUES (?) RETURNING id', ['kept'])).lastInsertRowid),
    ).toBe(1);
    const failure = new Error('no');
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO t (name) VALUES (?)', ['lost']);
        await tx.run('INSERT INTO t (name) VALUES (?)', ['lost too']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await names()).toEqual(['kept']);
  });

  it('never shows an open transaction’s uncommitted rows to other calls', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (name) VALUES (?)', ['inside']);
      expect((await tx.get<{ n: number }>('SELECT count(*) AS n FROM t'))?.n).toBe(1); // the transaction sees its own row
      inserted();
      await released; // awaiting something else: another request's query runs meanwhile
      throw new Error('rolled back');
    });
    await insertedYet;
    const outside = count();
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await outside).toBe(0);
  });

  it('nests a transaction as a savepoint: undone alone when its callback throws', async () => {
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (name) VALUES (?)', ['outer']);
      await expect(
        tx.transaction(async (inner) => {
          await inner.run('INSERT INTO t (name) VALUES (?)', ['inner']);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await tx.transaction(async (inner) => void (await inner.run('INSERT INTO t (name) VALUES (?)', ['inner kept'])));
    });
    expect(await names()).toEqual(['outer', 'inner kept']);
  });

  it('runs concurrent immediate read-then-write transactions one after the other: no increment is lost', async () => {
    await db.run('INSERT INTO t (name) VALUES (?)', ['0']);
    const increment = () =>
      db.transaction(
        async (tx) => {
          const row = await tx.get<{ name: string }>('SELECT name FROM t WHERE id = 1');
          await tx.run('UPDATE t SET name = ? WHERE id = 1', [String(Number(row!.name) + 1)]);
        },
        { immediate: true },
      );
    await Promise.all(Array.from({ length: 8 }, increment));
    expect(await names()).toEqual(['8']);
  });

  it('refuses clearly what would deadlock or escape the transaction', async () => {
    // A call on the Db that opened the transaction, from inside it, would wait for it forever.
    await expect(db.transaction(async () => db.get('SELECT 1'))).rejects.toThrow(/run it on the transaction/);
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toThrow(/run it on the transaction/);
    // So would a call on tx from inside a savepoint opened on it.
    await expect(db.transaction(async (tx) => tx.transaction(async () => tx.get('SELECT 1')))).rejects.toThrow(/run it on the transaction/);
    // A query on tx after the callback returned (a missing await) is not run outside the transaction.
    let escaped: Db | undefined;
    await db.transaction(async (tx) => void (escaped = tx));
    await expect(escaped!.run('INSERT INTO t (name) VALUES (?)', ['late'])).rejects.toThrow(/transaction has ended/);
    // A savepoint cannot take a lock the transaction around it did not take.
    await expect(db.transaction(async (tx) => tx.transaction(async () => 1, { immediate: true }))).rejects.toThrow(
      /nested transaction cannot be immediate/,
    );
    expect(await count()).toBe(0);
    // Nothing is left open: the next transaction commits.
    await db.transaction(async (tx) => void (await tx.run('INSERT INTO t (name) VALUES (?)', ['after'])), {
      immediate: true,
      durable: true,
    });
    expect(await names()).toEqual(['after']);
  });
}
