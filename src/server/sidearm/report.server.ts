import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What one resource of a run did; `reasons` counts why rows were skipped or failed, and what the walk noticed. */
export interface ResourceReport {
  resource: string;
  fetched: number;
  written: number;
  unchanged: number;
  skipped: number;
  deleted: number;
  failed: number;
  /** Every row (or page) the resource needed was read and handled; exit 0 needs every resource complete. */
  complete: boolean;
  reasons: Record<string, number>;
}

export interface RunReport {
  run: string;
  startedAt: string;
  finishedAt: string;
  source: string;
  sidearmTenant: string;
  tenant: string;
  dryRun: boolean;
  /** `--since`: the run asked only for what changed since then, and deleted nothing. */
  since: string | null;
  resources: ResourceReport[];
  requests: number;
  /** SIDEARM resources this importer does not read yet, so pages built on them stay empty at cut-over. */
  notImported: readonly string[];
  exitCode: 0 | 1;
}

export function newResource(resource: string): ResourceReport {
  return { resource, fetched: 0, written: 0, unchanged: 0, skipped: 0, deleted: 0, failed: 0, complete: true, reasons: {} };
}

/** Counts a reason (a skip, a failure, a problem) under its short label. */
export function note(report: ResourceReport, reason: string, count = 1): void {
  report.reasons[reason] = (report.reasons[reason] ?? 0) + count;
}

/** One line per resource, e.g. `Stories: fetched 12, written 3, … (failed: page 2 answered 503)`. */
export function reportLine(r: ResourceReport): string {
  const counts = `fetched ${r.fetched}, written ${r.written}, unchanged ${r.unchanged}, skipped ${r.skipped}, deleted ${r.deleted}, failed ${r.failed}`;
  const reasons = Object.entries(r.reasons).map(([reason, n]) => (n > 1 ? `${reason} ×${n}` : reason));
  return `${r.resource}: ${counts}${r.complete ? '' : ' — INCOMPLETE'}${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}`;
}

/** A run's name: when it started, safe as a file name, plus a few random letters so two runs never share one. */
export const runName = (startedAt: Date): string =>
  `${startedAt.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 6)}`;

/** Writes `DATA_DIR/sidearm-import/{run}.json` and answers its path. */
export async function saveReport(dataDir: string, report: RunReport): Promise<string> {
  const folder = join(dataDir, 'sidearm-import');
  await mkdir(folder, { recursive: true });
  const file = join(folder, `${report.run}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
