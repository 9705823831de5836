import type { Store } from '../store/store.server.ts';
import type { SidearmClient } from './client.server.ts';
import type { FileCopier } from './files.server.ts';
import type { Ledger } from './ledger.server.ts';

/** What every resource's import works with during one run. */
export interface ImportContext {
  store: Store;
  /** This site's tenant (TENANT), the one written to. */
  tenant: string;
  client: SidearmClient;
  ledger: Ledger;
  files: FileCopier;
  dryRun: boolean;
  replace: boolean;
  /** `--since`: only what changed since then is asked where SIDEARM can say; nothing is retired or deleted. */
  since: Date | null;
}

/**
 * How far before `--since` a list is read: SIDEARM dates a story by its publication and a result by its game's
 * start, and both change later (a story made visible after its date, a score entered after the game), so a window
 * starting at `--since` itself would miss them for good. Two days covers a result entered the day after.
 */
export const LOOK_BACK_MS = 2 * 24 * 60 * 60 * 1000;

/** Where a `--since` run starts reading dated lists (ms), or undefined for a full run. */
export const readBackTo = (ctx: Pick<ImportContext, 'since'>): number | undefined =>
  ctx.since ? ctx.since.getTime() - LOOK_BACK_MS : undefined;
