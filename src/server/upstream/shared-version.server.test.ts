import { describe, expect, it } from 'vitest';
import { SharedVersion } from './content-version.server.ts';

/** A database whose version the test sets, counting the reads it answers, and failing while `down`. */
function database(version = 1) {
  const db = { version, reads: 0, down: false };
  const read = async () => {
    db.reads += 1;
    if (db.down) throw new Error('connection refused');
    return db.version;
  };
  return { db, read };
}

describe('the content version several machines share', () => {
  it('answers from memory while the listener is up: cached pages and 304s ask the database nothing', async () => {
    const { db, read } = database(7);
    const shared = new SharedVersion(read);
    shared.listening(true);
    await expect(shared.source()).resolves.toEqual({ version: 7, degraded: false });
    const reads = db.reads;
    for (let i = 0; i < 1000; i += 1) await shared.source();
    expect(db.reads).toBe(reads);
    // Another machine publishes: the notification carries the new version.
    db.version = 8;
    shared.heard(8);
    await expect(shared.source()).resolves.toEqual({ version: 8, degraded: false });
    expect(db.reads).toBe(reads);
  });

  it("sees this process's own write at once", async () => {
    const { db, read } = database(3);
    const shared = new SharedVersion(read);
    shared.listening(true);
    await shared.source();
    db.version = 4; // written here; the notification has not come back yet
    shared.invalidate();
    await expect(shared.source()).resolves.toEqual({ version: 4, degraded: false });
    // Read once: the next answers come from memory again.
    const reads = db.reads;
    await shared.source();
    expect(db.reads).toBe(reads);
  });

  it('polls at most once per interval while the listener is down, and resyncs when it comes back', async () => {
    let now = 0;
    const { db, read } = database(5);
    const shared = new SharedVersion(read, { pollMs: 1000, now: () => now });
    await Promise.all(Array.from({ length: 50 }, () => shared.source()));
    expect(db.reads).toBe(1); // fifty requests at once share one read
    db.version = 6;
    now = 999;
    await expect(shared.source()).resolves.toEqual({ version: 5, degraded: false });
    now = 1000;
    await expect(shared.source()).resolves.toEqual({ version: 6, degraded: false });
    expect(db.reads).toBe(2);
    // A change made while nobody listened is read when the listener comes back.
    db.version = 9;
    shared.listening(true);
    await Promise.resolve();
    await expect.poll(() => shared.source()).toEqual({ version: 9, degraded: false });
  });

  it('keeps the last version, marked degraded, while the database is down; answers again when it is back', async () => {
    let now = 0;
    const { db, read } = database(2);
    const shared = new SharedVersion(read, { pollMs: 1000, now: () => now });
    await shared.source();
    db.down = true;
    now = 5000;
    await expect(shared.source()).resolves.toEqual({ version: 2, degraded: true });
    db.down = false;
    db.version = 3;
    now = 7000;
    await expect(shared.source()).resolves.toEqual({ version: 3, degraded: false });
  });

  it('a listener that comes up while the database is down keeps polling', async () => {
    let now = 0;
    const { db, read } = database(2);
    const shared = new SharedVersion(read, { pollMs: 1000, now: () => now });
    db.down = true;
    shared.listening(true);
    await expect.poll(() => shared.source()).toEqual({ version: null, degraded: true });
    db.down = false;
    now = 2000;
    await expect(shared.source()).resolves.toEqual({ version: 2, degraded: false });
  });

  it('a write made while a read is on its way is seen: the answer after it comes from a read begun later', async () => {
    const { db } = database(1);
    let release: () => void = () => undefined;
    let slow = true;
    const read = async () => {
      db.reads += 1;
      const seen = db.version;
      if (slow) await new Promise<void>((resolve) => (release = resolve));
      return seen;
    };
    const shared = new SharedVersion(read);
    const early = shared.source(); // a request's read begins: it will see version 1
    await expect.poll(() => db.reads).toBe(1);
    db.version = 2; // this process writes meanwhile, and its response goes out
    shared.invalidate();
    slow = false;
    const next = shared.source();
    release();
    await expect(early).resolves.toEqual({ version: 1, degraded: false });
    await expect(next).resolves.toEqual({ version: 2, degraded: false });
  });
});
