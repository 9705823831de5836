import * as z from 'zod/mini';
import type { Collection } from '../store/store.server.ts';
import type { Repositories } from '../store/repositories.server.ts';
import type { Store } from '../store/store.server.ts';

/**
 * What the importer wrote, kept in the tenant's settings (`sidearm_import`): the ids of the rows per collection,
 * the settings keys, and where each SIDEARM file went. Rows not listed here were made by someone else (an editor,
 * the demo seed): the importer never overwrites or retires them.
 */
export const LEDGER_SETTING = 'sidearm_import';

const LedgerSchema = z.object({
  rows: z._default(z.record(z.string(), z.array(z.number())), {}),
  settings: z._default(z.array(z.string()), []),
  files: z._default(z.record(z.string(), z.string()), {}),
});
type LedgerBody = z.infer<typeof LedgerSchema>;

export class Ledger {
  readonly #rows = new Map<string, Set<number>>();
  readonly #settings: Set<string>;
  readonly #files: Map<string, string>;
  #saved: string;

  private constructor(body: LedgerBody) {
    for (const [collection, ids] of Object.entries(body.rows)) this.#rows.set(collection, new Set(ids));
    this.#settings = new Set(body.settings);
    this.#files = new Map(Object.entries(body.files));
    this.#saved = JSON.stringify(this.body());
  }

  static async load(store: Store, tenant: string): Promise<Ledger> {
    const parsed = LedgerSchema.safeParse((await store.settings.get(tenant, LEDGER_SETTING)) ?? {});
    return new Ledger(parsed.success ? parsed.data : LedgerSchema.parse({}));
  }

  wrote(collection: Collection, id: number): boolean {
    return this.#rows.get(collection)?.has(id) ?? false;
  }

  ids(collection: Collection): number[] {
    return [...(this.#rows.get(collection) ?? [])];
  }

  addRow(collection: Collection, id: number): void {
    let ids = this.#rows.get(collection);
    if (!ids) this.#rows.set(collection, (ids = new Set()));
    ids.add(id);
  }

  /** A row the importer deleted is no longer its: an editor may reuse the id. */
  removeRow(collection: Collection, id: number): void {
    this.#rows.get(collection)?.delete(id);
  }

  wroteSetting(key: string): boolean {
    return this.#settings.has(key);
  }

  addSetting(key: string): void {
    this.#settings.add(key);
  }

  file(sourceUrl: string): string | undefined {
    return this.#files.get(sourceUrl);
  }

  addFile(sourceUrl: string, path: string): void {
    this.#files.set(sourceUrl, path);
  }

  body(): LedgerBody {
    const rows = Object.fromEntries(
      [...this.#rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([c, ids]) => [c, [...ids].sort((a, b) => a - b)]),
    );
    return {
      rows,
      settings: [...this.#settings].sort(),
      files: Object.fromEntries([...this.#files.entries()].sort(([a], [b]) => a.localeCompare(b))),
    };
  }

  /**
   * Stored only when it changed: a run that wrote nothing leaves the content version alone. Saved in the same
   * transaction as the rows it lists (`tx`), so a run that stops half-way never leaves rows it wrote unlisted
   * (they would be skipped as someone else's from then on).
   */
  async save(tx: Pick<Repositories, 'settings'>, tenant: string): Promise<boolean> {
    const body = JSON.stringify(this.body());
    if (body === this.#saved) return false;
    await tx.settings.put(tenant, LEDGER_SETTING, this.body());
    this.#saved = body;
    return true;
  }
}
