import { StoredFormSchema, type StoredForm } from '#schemas/entities/form.ts';
import type { Db, Query } from '../db.server.ts';
import { TenantsRepository } from './tenants.server.ts';

export const formQueries = {
  get: (tenant: string, id: number): Query => ['SELECT body FROM forms WHERE tenant = ? AND id = ?', [tenant, id]],
  all: (tenant: string): Query => ['SELECT id, body FROM forms WHERE tenant = ? ORDER BY id', [tenant]],
  any: (tenant: string): Query => ['SELECT 1 AS found FROM forms WHERE tenant = ? LIMIT 1', [tenant]],
  put: (tenant: string, form: StoredForm, now: string): Query => [
    `INSERT INTO forms (tenant, id, body, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant, id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
    [tenant, form.id, JSON.stringify(StoredFormSchema.parse(form)), now],
  ],
};

/** A stored form's body as a form; a body that does not read as one is an error to fix in the store, not a missing form. */
export function formOf(id: number, row: { body: string } | undefined): StoredForm | null {
  if (!row) return null;
  const parsed = StoredFormSchema.safeParse(JSON.parse(row.body));
  if (!parsed.success) throw new Error(`Stored form ${id} is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** Form definitions (table forms: validated JSON, access codes only as hashes). */
export class FormsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async get(tenant: string, id: number): Promise<StoredForm | null> {
    return formOf(id, await this.db.get<{ body: string }>(...formQueries.get(tenant, id)));
  }

  /** Every form, by id (the editor's preview samples). */
  async all(tenant: string): Promise<StoredForm[]> {
    const rows = await this.db.all<{ id: number; body: string }>(...formQueries.all(tenant));
    return rows.map((row) => formOf(row.id, row) as StoredForm);
  }

  async any(tenant: string): Promise<boolean> {
    return (await this.db.get(...formQueries.any(tenant))) !== undefined;
  }

  /** Inserts or replaces forms, and bumps the content version (pages show them). */
  put(tenant: string, forms: readonly StoredForm[]): Promise<void> {
    const now = new Date().toISOString();
    return this.db.transaction(async (tx) => {
      for (const form of forms) await tx.run(...formQueries.put(tenant, form, now));
      await new TenantsRepository(tx).bumpVersion(tenant);
    });
  }
}
