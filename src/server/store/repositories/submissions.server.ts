import type { StoredForm } from '#schemas/entities/form.ts';
import type { Db, Query } from '../db.server.ts';
import { TenantsRepository } from './tenants.server.ts';

export interface StoredSubmission {
  id: number;
  formId: number;
  data: Record<string, unknown>;
  createdAt: string;
}

export type InsertOutcome = { ok: true; id: number } | { ok: false; reason: 'full' };

export const submissionQueries = {
  count: (tenant: string, formId: number): Query => [
    'SELECT count(*) AS n FROM form_submissions WHERE tenant = ? AND form_id = ?',
    [tenant, formId],
  ],
  insert: (tenant: string, formId: number, data: Record<string, unknown>, ipHash: string): Query => [
    'INSERT INTO form_submissions (tenant, form_id, body, created_at, ip_hash) VALUES (?, ?, ?, ?, ?) RETURNING id',
    [tenant, formId, JSON.stringify(data), new Date().toISOString(), ipHash],
  ],
  list: (tenant: string, formId: number, start: number, count: number): Query => [
    'SELECT id, body, created_at FROM form_submissions WHERE tenant = ? AND form_id = ? ORDER BY id LIMIT ? OFFSET ?',
    [tenant, formId, count, start],
  ],
};

/** Form submissions (table form_submissions: the answers as JSON, a keyed hash of the client address). */
export class SubmissionsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async count(tenant: string, formId: number): Promise<number> {
    return (await this.db.get<{ n: number }>(...submissionQueries.count(tenant, formId)))?.n ?? 0;
  }

  /** Oldest first. */
  async list(tenant: string, formId: number, { start = 0, count = 100 } = {}): Promise<StoredSubmission[]> {
    const rows = await this.db.all<{ id: number; body: string; created_at: string }>(
      ...submissionQueries.list(tenant, formId, start, count),
    );
    return rows.map((row) => ({ id: row.id, formId, data: JSON.parse(row.body) as Record<string, unknown>, createdAt: row.created_at }));
  }

  /**
   * Stores one accepted submission. spec 4 maxSubmissions is enforced atomically: the count and the insert run
   * in one immediate transaction, which takes the write lock first, so concurrent requests, in this or any
   * other worker process, queue behind it and each sees the count including the others. The commit is durable
   * (SQLite synchronous=FULL for it): the store's default survives a process crash but not a power cut, and an
   * acknowledged submission must never be lost.
   */
  insert(tenant: string, form: StoredForm, data: Record<string, unknown>, ipHash: string): Promise<InsertOutcome> {
    return this.db.transaction(
      async (tx): Promise<InsertOutcome> => {
        const before = form.maxSubmissions > 0 ? await new SubmissionsRepository(tx).count(tenant, form.id) : 0;
        if (form.maxSubmissions > 0 && before >= form.maxSubmissions) return { ok: false, reason: 'full' };
        const result = await tx.run(...submissionQueries.insert(tenant, form.id, data, ipHash));
        // The last place closes the form: cached pages showing it open are dropped (the page cache keys on this version).
        if (form.maxSubmissions > 0 && before + 1 >= form.maxSubmissions) await new TenantsRepository(tx).bumpVersion(tenant);
        return { ok: true, id: result.lastInsertRowid };
      },
      { immediate: true, durable: true },
    );
  }
}
