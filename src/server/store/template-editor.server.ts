import type { Store } from './store.server.ts';
import type { AuditEntry } from '#schemas/editor/audit.ts';

/** One template of one page: the default (sportId 0) or a sport's own. */
export interface TemplateKey {
  tenant: string;
  page: string;
  sportId: number;
}

export interface TemplateVersion {
  version: number;
  body: unknown;
  author: string;
  createdAt: string;
  note: string;
  restoredFrom: number | null;
}

export interface TemplateDraft {
  body: unknown;
  baseVersion: number;
  /** Counts the draft's saves: a second editor saving over a draft they never saw is refused (issue 12 part 5). */
  revision: number;
  author: string;
  updatedAt: string;
  publishAt: string | null;
  publishNote: string | null;
}

export type { AuditEntry };

/** The optimistic check failed: someone published, restored or saved since this editor opened the page. */
export class StaleVersionError extends Error {
  constructor() {
    super('This page was changed since you opened it.');
  }
}

interface VersionRow { version: number; body: string; author: string; created_at: string; note: string; restored_from: number | null }
interface DraftRow { body: string; base_version: number; revision: number; author: string; updated_at: string; publish_at: string | null; publish_note: string | null }

const toVersion = (row: VersionRow): TemplateVersion => ({
  version: row.version, body: JSON.parse(row.body) as unknown, author: row.author, createdAt: row.created_at, note: row.note, restoredFrom: row.restored_from,
});

/**
 * Drafts, versions and the audit log of the template editor (issue 12). Versions only ever append: publishing
 * and restoring both write a new version, so the one that was live is never lost; every change is audited in
 * the same transaction, and publishing bumps the content version (the page cache sees it at once).
 */
export class TemplateEditorStore {
  private readonly store: Store;
  constructor(store: Store) {
    this.store = store;
  }

  private get db() {
    return this.store.db;
  }

  liveVersion({ tenant, page, sportId }: TemplateKey): number {
    const row = this.db.prepare<[string, string, number], { v: number | null }>('SELECT max(version) AS v FROM templates WHERE tenant = ? AND page = ? AND sport_id = ?').get(tenant, page, sportId);
    return row?.v ?? 0;
  }

  version({ tenant, page, sportId }: TemplateKey, version: number): TemplateVersion | null {
    const row = this.db
      .prepare<[string, string, number, number], VersionRow>('SELECT version, body, author, created_at, note, restored_from FROM templates WHERE tenant = ? AND page = ? AND sport_id = ? AND version = ?')
      .get(tenant, page, sportId, version);
    return row ? toVersion(row) : null;
  }

  live(key: TemplateKey): TemplateVersion | null {
    return this.version(key, this.liveVersion(key));
  }

  versions({ tenant, page, sportId }: TemplateKey): Omit<TemplateVersion, 'body'>[] {
    return this.db
      .prepare<[string, string, number], VersionRow>('SELECT version, body, author, created_at, note, restored_from FROM templates WHERE tenant = ? AND page = ? AND sport_id = ? ORDER BY version DESC')
      .all(tenant, page, sportId)
      .map(({ body: _body, ...row }) => ({ version: row.version, author: row.author, createdAt: row.created_at, note: row.note, restoredFrom: row.restored_from }));
  }

  draft({ tenant, page, sportId }: TemplateKey): TemplateDraft | null {
    const row = this.db
      .prepare<[string, string, number], DraftRow>('SELECT body, base_version, revision, author, updated_at, publish_at, publish_note FROM template_drafts WHERE tenant = ? AND page = ? AND sport_id = ?')
      .get(tenant, page, sportId);
    if (!row) return null;
    return { body: JSON.parse(row.body) as unknown, baseVersion: row.base_version, revision: row.revision, author: row.author, updatedAt: row.updated_at, publishAt: row.publish_at, publishNote: row.publish_note };
  }

  /** Pages (and sports) with a draft, for the page picker. */
  drafts(tenant: string): { page: string; sportId: number; publishAt: string | null }[] {
    return this.db
      .prepare<[string], { page: string; sport_id: number; publish_at: string | null }>('SELECT page, sport_id, publish_at FROM template_drafts WHERE tenant = ? ORDER BY page, sport_id')
      .all(tenant)
      .map((row) => ({ page: row.page, sportId: row.sport_id, publishAt: row.publish_at }));
  }

  /**
   * Saves the draft. `baseVersion` is the live version the editor opened; `revision` the draft revision they
   * last saw (null: they saw no draft). Either being stale is a StaleVersionError, nothing is overwritten.
   */
  saveDraft(key: TemplateKey, body: unknown, author: string, baseVersion: number, revision: number | null | undefined): TemplateDraft {
    return this.db.transaction(() => {
      if (baseVersion !== this.liveVersion(key)) throw new StaleVersionError();
      const current = this.draft(key);
      if (revision !== undefined && (current?.revision ?? null) !== revision) throw new StaleVersionError();
      const now = new Date().toISOString();
      this.db
        .prepare(
          `INSERT INTO template_drafts (tenant, page, sport_id, base_version, revision, body, author, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?)
           ON CONFLICT (tenant, page, sport_id) DO UPDATE SET base_version = excluded.base_version, revision = revision + 1,
             body = excluded.body, author = excluded.author, updated_at = excluded.updated_at`,
        )
        .run(key.tenant, key.page, key.sportId, baseVersion, JSON.stringify(body), author, now);
      if (!current) this.audit(key, author, 'draft.create', null, '');
      return this.draft(key) as TemplateDraft;
    }).immediate();
  }

  discardDraft(key: TemplateKey, author: string): boolean {
    return this.db.transaction(() => {
      const removed = this.db.prepare('DELETE FROM template_drafts WHERE tenant = ? AND page = ? AND sport_id = ?').run(key.tenant, key.page, key.sportId).changes > 0;
      if (removed) this.audit(key, author, 'draft.discard', null, '');
      return removed;
    }).immediate();
  }

  /** The draft becomes the newest version (and the draft is gone). */
  publish(key: TemplateKey, author: string, baseVersion: number, note: string): number {
    return this.db.transaction(() => {
      const draft = this.draft(key);
      const live = this.liveVersion(key);
      if (!draft || baseVersion !== live || draft.baseVersion !== live) throw new StaleVersionError();
      const version = this.append(key, draft.body, author, note, null);
      this.db.prepare('DELETE FROM template_drafts WHERE tenant = ? AND page = ? AND sport_id = ?').run(key.tenant, key.page, key.sportId);
      this.audit(key, author, 'publish', version, note);
      return version;
    }).immediate();
  }

  /** Schedules the draft's publication (spec: optional scheduled publish); the server runs it when due. */
  schedule(key: TemplateKey, author: string, baseVersion: number, note: string, publishAt: string): void {
    this.db.transaction(() => {
      const draft = this.draft(key);
      const live = this.liveVersion(key);
      if (!draft || baseVersion !== live || draft.baseVersion !== live) throw new StaleVersionError();
      this.db.prepare('UPDATE template_drafts SET publish_at = ?, publish_note = ? WHERE tenant = ? AND page = ? AND sport_id = ?').run(publishAt, note, key.tenant, key.page, key.sportId);
      this.audit(key, author, 'publish.schedule', null, `${publishAt} ${note}`.trim());
    }).immediate();
  }

  /**
   * Publishes every scheduled draft that is due. A draft whose page changed after it was scheduled is not
   * published over that change: its schedule is cleared and the audit log says why. Safe to run from every
   * worker at once (each publish is its own immediate transaction that re-reads the draft).
   */
  publishDue(tenant: string, now = new Date()): number {
    const due = this.db
      .prepare<[string, string], { page: string; sport_id: number; author: string }>('SELECT page, sport_id, author FROM template_drafts WHERE tenant = ? AND publish_at IS NOT NULL AND publish_at <= ?')
      .all(tenant, now.toISOString());
    let published = 0;
    for (const row of due) {
      const key = { tenant, page: row.page, sportId: row.sport_id };
      this.db.transaction(() => {
        const draft = this.draft(key);
        if (!draft?.publishAt || draft.publishAt > now.toISOString()) return;
        if (draft.baseVersion !== this.liveVersion(key)) {
          this.db.prepare('UPDATE template_drafts SET publish_at = NULL, publish_note = NULL WHERE tenant = ? AND page = ? AND sport_id = ?').run(tenant, key.page, key.sportId);
          this.audit(key, 'scheduler', 'publish.skipped', null, 'The page was changed after the publish was scheduled.');
          return;
        }
        const version = this.append(key, draft.body, draft.author, draft.publishNote ?? '', null);
        this.db.prepare('DELETE FROM template_drafts WHERE tenant = ? AND page = ? AND sport_id = ?').run(tenant, key.page, key.sportId);
        this.audit(key, 'scheduler', 'publish', version, draft.publishNote ?? '');
        published += 1;
      }).immediate();
    }
    return published;
  }

  /** Restoring writes a NEW version with the old body: the live one stays in the history; drafts are untouched. */
  restore(key: TemplateKey, author: string, from: number, baseVersion: number, note: string): number {
    return this.db.transaction(() => {
      if (baseVersion !== this.liveVersion(key)) throw new StaleVersionError();
      const old = this.version(key, from);
      if (!old) throw new RangeError(`No version ${from}`);
      const version = this.append(key, old.body, author, note || `Restored version ${from}`, from);
      this.audit(key, author, 'restore', version, `from version ${from}${note ? `: ${note}` : ''}`);
      return version;
    }).immediate();
  }

  auditLog(tenant: string, limit = 200): AuditEntry[] {
    return this.db
      .prepare<[string, number], { id: number; at: string; actor: string; action: string; page: string | null; sport_id: number | null; version: number | null; detail: string }>(
        'SELECT id, at, actor, action, page, sport_id, version, detail FROM audit_log WHERE tenant = ? ORDER BY id DESC LIMIT ?',
      )
      .all(tenant, limit)
      .map(({ sport_id, ...row }) => ({ ...row, sportId: sport_id }));
  }

  private append(key: TemplateKey, body: unknown, author: string, note: string, restoredFrom: number | null): number {
    const version = this.liveVersion(key) + 1;
    this.db
      .prepare('INSERT INTO templates (tenant, page, sport_id, version, body, author, created_at, note, restored_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(key.tenant, key.page, key.sportId, version, JSON.stringify(body), author, new Date().toISOString(), note, restoredFrom);
    this.store.bumpVersion(key.tenant);
    return version;
  }

  private audit(key: TemplateKey, actor: string, action: string, version: number | null, detail: string): void {
    this.db
      .prepare('INSERT INTO audit_log (tenant, at, actor, action, page, sport_id, version, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(key.tenant, new Date().toISOString(), actor, action, key.page, key.sportId, version, detail);
  }
}
