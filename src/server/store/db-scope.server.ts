import { AsyncLocalStorage } from 'node:async_hooks';
import type { TransactionOptions } from './db.server.ts';

/** A first-come, first-served lock: released to the next waiter directly, so nothing overtakes the queue. */
export class Lock {
  private held = false;
  private readonly waiters: (() => void)[] = [];

  get locked(): boolean {
    return this.held;
  }

  tryAcquire(): boolean {
    if (this.held) return false;
    this.held = true;
    return true;
  }

  acquire(): Promise<void> {
    if (this.tryAcquire()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}

/** The Db scopes whose transaction the running code is inside (a call on one of them would wait for itself). */
const insideOf = new AsyncLocalStorage<ReadonlySet<object>>();

/** Runs a transaction's callback marked as inside `scope`, the Db that opened it. */
export function runInside<T>(scope: object, fn: () => Promise<T>): Promise<T> {
  return insideOf.run(new Set(insideOf.getStore() ?? []).add(scope), fn);
}

export function isInside(scope: object): boolean {
  return insideOf.getStore()?.has(scope) ?? false;
}

/**
 * Takes a scope's lock: at once when it is free, else after the open transaction — never from inside it, where
 * it would wait for itself. Without a lock (a pool of connections), only the call from inside is refused.
 */
export function enterScope(scope: object, lock: Lock | null): Promise<void> {
  if (!lock) return isInside(scope) ? Promise.reject(insideError()) : Promise.resolve();
  if (lock.tryAcquire()) return Promise.resolve();
  if (isInside(scope)) return Promise.reject(insideError());
  return lock.acquire();
}

function insideError(): Error {
  return new Error(
    'A query on the Db that opened the running transaction would wait for that transaction forever: run it on the transaction’s tx',
  );
}

export function endedError(): Error {
  return new Error('This transaction has ended: a query on its tx ran after the transaction’s callback returned (a missing await?)');
}

export function nestedOptionsError(): Error {
  return new Error(
    'A nested transaction cannot be immediate or durable unless the transaction around it is: open the outer one with those options',
  );
}

/** A savepoint cannot take a lock, or a durability, the transaction around it did not (a key lock is not the database's). */
export function refusesNested(outer: TransactionOptions, options: TransactionOptions): boolean {
  const wider = options.immediate && (!outer.immediate || (outer.lockKey !== undefined && options.lockKey !== outer.lockKey));
  return Boolean(wider || (options.durable && !outer.durable));
}
