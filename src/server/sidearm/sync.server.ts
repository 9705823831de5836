import type { Collection, DocumentRow } from '../store/store.server.ts';
import type { ImportContext } from './context.server.ts';
import { note, type ResourceReport } from './report.server.ts';

/** JSON with object keys sorted and undefined left out: two bodies that mean the same compare equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const NOT_OURS = 'id used by a row not written by the importer';
const OTHER_RESOURCE = "id used by another SIDEARM resource's row";

/**
 * Writes the mapped rows of one collection: a row whose body is unchanged is not written (so a run against an
 * unchanged source leaves the content version alone); an id already used by a row the importer did not write is
 * skipped. When the collection was read in full (never in a `--since` run), rows the importer wrote before and
 * SIDEARM no longer has are retired: unpublished where the row carries `published` (stories, roster, staff: its
 * address keeps answering, and an editor can publish it again), deleted where it does not (games, which every
 * schedule, record and feed would otherwise keep showing). `scope`
 * narrows that to the stored rows this read covers, when several resources share a collection (the staff
 * directory and the rosters' coaches both write `staff`) or only some of its parts were read in full. `owns`
 * says which stored rows this resource may overwrite: an id another resource's row holds (SIDEARM numbers its
 * directory and its rosters' coaches apart) is skipped and reported, so two runs never overwrite each other.
 */
export async function syncDocuments(
  ctx: ImportContext,
  collection: Collection,
  report: ResourceReport,
  rows: readonly DocumentRow[],
  {
    complete,
    retirable,
    scope = () => true,
    owns = () => true,
  }: {
    complete: boolean;
    retirable: boolean;
    scope?: (stored: Record<string, unknown>) => boolean;
    owns?: (stored: Record<string, unknown>) => boolean;
  },
): Promise<void> {
  const { store, tenant, ledger } = ctx;
  const existing = new Map((await store.documents.everyById(tenant, collection)).map((row) => [row.id, row.body]));
  const writes: DocumentRow[] = [];
  for (const row of rows) {
    const stored = existing.get(row.id);
    if (stored !== undefined && !ledger.wrote(collection, row.id)) {
      report.skipped++;
      note(report, NOT_OURS);
      continue;
    }
    if (stored !== undefined && !owns(stored as Record<string, unknown>)) {
      report.skipped++;
      note(report, OTHER_RESOURCE);
      continue;
    }
    if (stored !== undefined && canonical(stored) === canonical(row.body)) {
      report.unchanged++;
      continue;
    }
    writes.push(row);
  }
  const retired: DocumentRow[] = [];
  const deleted: number[] = [];
  if (complete && retirable && ctx.since === null) {
    const current = new Set(rows.map((row) => row.id));
    for (const id of ledger.ids(collection)) {
      const stored = existing.get(id) as { published?: unknown } | undefined;
      if (current.has(id) || stored === undefined || stored.published === false) continue;
      if (!scope(stored as Record<string, unknown>)) continue;
      if (typeof stored.published === 'boolean')
        retired.push({ ...rowIndexOf(stored as Record<string, unknown>, id), published: false, body: { ...stored, published: false } });
      else deleted.push(id);
    }
  }
  for (const row of writes) ledger.addRow(collection, row.id);
  for (const id of deleted) ledger.removeRow(collection, id);
  if (!ctx.dryRun && writes.length + retired.length + deleted.length > 0)
    await store.transaction(async (tx) => {
      if (writes.length + retired.length > 0) await tx.documents.put(tenant, collection, [...writes, ...retired]);
      await tx.documents.remove(tenant, collection, deleted);
      await ledger.save(tx, tenant);
    });
  report.written += writes.length;
  report.deleted += retired.length + deleted.length;
}

/** The index columns of a stored body, for writing it back (a retired row keeps its sport, season, date and slug). */
function rowIndexOf(body: Record<string, unknown>, id: number): Omit<DocumentRow, 'body'> {
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id,
    sport_id: typeof body.sport_id === 'number' ? body.sport_id : null,
    season: str(body.season),
    sort_date: str(body.date),
    slug: str(body.url) ?? str(body.slug),
  };
}

/**
 * Writes one setting (seo, navigation, a sport's navigation) unless it is unchanged. A value set here by someone
 * else is kept (reported) unless it is still the blank one a new tenant starts with, or `--replace` was given.
 */
export async function syncSetting(
  ctx: ImportContext,
  key: string,
  value: unknown,
  report: ResourceReport,
  isBlank: (stored: unknown) => boolean = () => false,
): Promise<void> {
  const { store, tenant, ledger } = ctx;
  const stored = await store.settings.get(tenant, key);
  if (stored !== undefined && canonical(stored) === canonical(value)) {
    report.unchanged++;
    return;
  }
  if (stored !== undefined && !ledger.wroteSetting(key) && !isBlank(stored) && !ctx.replace) {
    report.skipped++;
    note(report, `${key} set here, not by the importer (--replace overwrites it)`);
    return;
  }
  ledger.addSetting(key);
  if (!ctx.dryRun)
    await store.transaction(async (tx) => {
      await tx.settings.put(tenant, key, value);
      await ledger.save(tx, tenant);
    });
  report.written++;
}
