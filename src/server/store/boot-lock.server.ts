import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const WAIT_MS = 120_000;

/**
 * Runs `fn` while holding DATA_DIR's boot lock, so two processes starting on one new store do not both migrate it
 * (each would find no migration applied and the second would fail on a table the first created). The lock is an
 * exclusive transaction on a small SQLite file of its own: the other process waits on it (busy timeout), and the
 * operating system releases it if the holder dies.
 */
export function withBootLock<T>(dataDir: string, fn: () => T): T {
  mkdirSync(dataDir, { recursive: true });
  const lock = new Database(join(dataDir, 'boot.lock'));
  try {
    lock.pragma(`busy_timeout = ${WAIT_MS}`);
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return fn();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}
