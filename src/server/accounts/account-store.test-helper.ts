import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { setAccountStore } from '../auth.server.ts';
import { Store } from '../store/store.server.ts';

/** A fresh store registered as the account store for one test file; closed and removed after the file. */
export function accountStore(prefix: string): Store {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const store = Store.open(dir);
  setAccountStore(store);
  afterAll(() => {
    setAccountStore(null);
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return store;
}
