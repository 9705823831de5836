import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { Store } from '../store/store.server.ts';
import { startFakeSidearm, type FakeSidearm, type FakeSidearmOptions } from './fake-sidearm.fixture.ts';
import { runImport, type ImportOptions } from './import.server.ts';
import type { ResourceReport, RunReport } from './report.server.ts';

export const TENANT = 'lakeshore-tech';

/** A fresh DATA_DIR and fake SIDEARM per test, and the importer run against them (2 items a page, fast retries). */
export function importHarness() {
  const state: { dataDir: string; sidearm: FakeSidearm | null } = { dataDir: '', sidearm: null };
  beforeEach(() => {
    state.dataDir = mkdtempSync(join(tmpdir(), 'sidearm-import-'));
  });
  afterEach(async () => {
    await state.sidearm?.close();
    state.sidearm = null;
    rmSync(state.dataDir, { recursive: true, force: true });
  });

  return {
    get dataDir() {
      return state.dataDir;
    },
    get sidearm(): FakeSidearm {
      if (!state.sidearm) throw new Error('no run yet');
      return state.sidearm;
    },
    /** One run; the fake SIDEARM is started by the first run of a test with these faults and kept for the next. */
    async run(fake: FakeSidearmOptions = {}, options: Partial<ImportOptions> = {}): Promise<{ report: RunReport; lines: string[] }> {
      state.sidearm ??= await startFakeSidearm(fake);
      const lines: string[] = [];
      const report = await runImport({
        dataDir: state.dataDir,
        tenant: TENANT,
        apiUrl: `${state.sidearm.url}/api/v2`,
        sidearmTenant: 'lakeshore',
        concurrency: 4,
        pageSize: 2,
        retryDelayMs: 1,
        log: (line) => lines.push(line),
        ...options,
      });
      return { report, lines };
    },
    async withStore<T>(read: (store: Store) => Promise<T>): Promise<T> {
      const store = Store.open(state.dataDir);
      try {
        return await read(store);
      } finally {
        await store.close();
      }
    },
  };
}

export function resourceOf(report: RunReport, name: string): ResourceReport {
  const found = report.resources.find((r) => r.resource === name);
  if (!found) throw new Error(`no ${name} in the report`);
  return found;
}
