import type Database from 'better-sqlite3';
import { StoredFormSchema, type StoredForm } from '#schemas/entities/form.ts';
import type { FormFixture } from '#fixtures/school/forms.ts';
import type { Store } from '../store/store.server.ts';
import { hashAccessCode } from './access.server.ts';

export interface StoredSubmission {
  id: number;
  formId: number;
  data: Record<string, unknown>;
  createdAt: string;
}

export type InsertOutcome = { ok: true; id: number } | { ok: false; reason: 'full' };

const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

function prepare<P extends unknown[], R = unknown>(db: Database.Database, sql: string): Database.Statement<P, R> {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement as unknown as Database.Statement<P, R>;
}

/** Forms and their submissions in the store (migration 3): definitions as validated JSON, answers as JSON rows. */
export function getForm(store: Store, tenant: string, id: number): StoredForm | null {
  const row = prepare<[string, number], { body: string }>(store.db, 'SELECT body FROM forms WHERE tenant = ? AND id = ?').get(tenant, id);
  if (!row) return null;
  const parsed = StoredFormSchema.safeParse(JSON.parse(row.body));
  if (!parsed.success) throw new Error(`Stored form ${id} is invalid: ${parsed.error.message}`);
  return parsed.data;
}

export function putForms(store: Store, tenant: string, forms: readonly StoredForm[]): void {
  const upsert = prepare<[string, number, string, string]>(
    store.db,
    `INSERT INTO forms (tenant, id, body, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant, id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
  );
  const now = new Date().toISOString();
  store.db.transaction(() => {
    for (const form of forms) upsert.run(tenant, form.id, JSON.stringify(StoredFormSchema.parse(form)), now);
    store.bumpVersion(tenant);
  })();
}

/** Seeds the fixture forms (their access codes hashed) into a store that has none: new, or seeded before migration 3. */
export function seedForms(store: Store, tenant: string, forms: readonly FormFixture[]): void {
  if (hasForms(store, tenant)) return;
  putForms(store, tenant, forms.map(({ accessCode, ...form }) => ({ ...form, accessCodeHash: accessCode ? hashAccessCode(accessCode) : null })));
}

export function hasForms(store: Store, tenant: string): boolean {
  return prepare<[string]>(store.db, 'SELECT 1 FROM forms WHERE tenant = ? LIMIT 1').get(tenant) !== undefined;
}

export function countSubmissions(store: Store, tenant: string, formId: number): number {
  return prepare<[string, number], { n: number }>(store.db, 'SELECT count(*) AS n FROM form_submissions WHERE tenant = ? AND form_id = ?')
    .get(tenant, formId)?.n ?? 0;
}

/**
 * Stores one accepted submission. spec 4 maxSubmissions is enforced atomically: the count and the insert run in
 * one BEGIN IMMEDIATE transaction, which takes SQLite's write lock first, so concurrent requests, in this or
 * any other worker process, queue behind it and each sees the count including the others. The commit is
 * fsynced (synchronous=FULL): the store's NORMAL would survive a process crash but not a power cut, and an
 * acknowledged submission must never be lost.
 */
export function insertSubmission(store: Store, tenant: string, form: StoredForm, data: Record<string, unknown>, ipHash: string): InsertOutcome {
  const count = prepare<[string, number], { n: number }>(store.db, 'SELECT count(*) AS n FROM form_submissions WHERE tenant = ? AND form_id = ?');
  const insert = prepare<[string, number, string, string, string]>(
    store.db,
    'INSERT INTO form_submissions (tenant, form_id, body, created_at, ip_hash) VALUES (?, ?, ?, ?, ?)',
  );
  const transaction = store.db.transaction((): InsertOutcome => {
    const before = form.maxSubmissions > 0 ? (count.get(tenant, form.id)?.n ?? 0) : 0;
    if (form.maxSubmissions > 0 && before >= form.maxSubmissions) return { ok: false, reason: 'full' };
    const result = insert.run(tenant, form.id, JSON.stringify(data), new Date().toISOString(), ipHash);
    // The last place closes the form: cached pages showing it open are dropped (the page cache keys on this version).
    if (form.maxSubmissions > 0 && before + 1 >= form.maxSubmissions) store.bumpVersion(tenant);
    return { ok: true, id: Number(result.lastInsertRowid) };
  });
  store.db.pragma('synchronous = FULL');
  try {
    return transaction.immediate();
  } finally {
    store.db.pragma('synchronous = NORMAL');
  }
}

export function listSubmissions(store: Store, tenant: string, formId: number, { start = 0, count = 100 } = {}): StoredSubmission[] {
  return prepare<[string, number, number, number], { id: number; body: string; created_at: string }>(
      store.db,
      'SELECT id, body, created_at FROM form_submissions WHERE tenant = ? AND form_id = ? ORDER BY id LIMIT ? OFFSET ?',
    )
    .all(tenant, formId, count, start)
    .map((row) => ({ id: row.id, formId, data: JSON.parse(row.body) as Record<string, unknown>, createdAt: row.created_at }));
}
