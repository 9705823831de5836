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
