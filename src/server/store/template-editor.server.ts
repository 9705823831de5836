import type { AuditEntry } from '#schemas/editor/audit.ts';
import type { Repositories } from './repositories.server.ts';
import type { ScheduledRow, TemplateDraft, TemplateKey, TemplateVersion } from './repositories/templates.server.ts';
import type { Store } from './store.server.ts';

export type { AuditEntry, ScheduledRow, TemplateDraft, TemplateKey, TemplateVersion };

/** The optimistic check failed: someone published, restored or saved since this editor opened the page. */
export class StaleVersionError extends Error {
  constructor() {
    super('This page was changed since you opened it.');
  }
}

/** The scheduled publish to cancel is no longer pending: it ran (or was skipped), or was cancelled or moved. */
export class ScheduleGoneError extends Error {
  constructor() {
    super('This scheduled publish already ran or was cancelled: nothing was changed.');
  }
}

/**
 * Each change of one key is an immediate transaction under that key's lock (docs/decisions/0036-store-copy.md):
 * on PostgreSQL, changes of one page (or document) run one at a time on every machine, of different ones at once.
 */
const writeOf = (key: TemplateKey) => ({ immediate: true, lockKey: `template:${key.tenant}:${key.page}:${key.sportId}` }) as const;

/**
 * Drafts, versions and the audit log of the template editor. Versions only ever append: publishing
 * and restoring both write a new version, so the one that was live is never lost; every change is audited in
 * the same transaction, and publishing bumps the content version (the page cache sees it at once). Each change
 * is one immediate transaction that re-reads what it checks, so editors in every worker may race safely.
 */
export class TemplateEditorStore {
  private readonly store: Store;
  constructor(store: Store) {
    this.store = store;
  }

  liveVersion(key: TemplateKey): Promise<number> {
    return this.store.templates.liveVersion(key);
  }

  version(key: TemplateKey, version: number): Promise<TemplateVersion | null> {
    return this.store.templates.version(key, version);
  }

  async live(key: TemplateKey): Promise<TemplateVersion | null> {
    return this.version(key, await this.liveVersion(key));
  }

  versions(key: TemplateKey): Promise<Omit<TemplateVersion, 'body'>[]> {
    return this.store.templates.versions(key);
  }

  draft(key: TemplateKey): Promise<TemplateDraft | null> {
    return this.store.templates.draft(key);
  }

  /** Pages (and sports) with a draft, for the page picker. */
  drafts(tenant: string): Promise<{ page: string; sportId: number; publishAt: string | null }[]> {
    return this.store.templates.drafts(tenant);
  }

  /**
   * Saves the draft. `baseVersion` is the live version the editor opened; `revision` the draft revision they
   * last saw (null: they saw no draft). Either being stale is a StaleVersionError, nothing is overwritten.
   */
  saveDraft(
    key: TemplateKey,
    body: unknown,
    author: string,
    baseVersion: number,
    revision: number | null | undefined,
  ): Promise<TemplateDraft> {
    return this.store.transaction(async (tx) => {
      if (baseVersion !== (await tx.templates.liveVersion(key))) throw new StaleVersionError();
      const current = await tx.templates.draft(key);
      if (revision !== undefined && (current?.revision ?? null) !== revision) throw new StaleVersionError();
      await tx.templates.saveDraft(key, baseVersion, body, author);
      if (!current) await audit(tx, key, author, 'draft.create', null, '');
      return (await tx.templates.draft(key)) as TemplateDraft;
    }, writeOf(key));
  }

  discardDraft(key: TemplateKey, author: string): Promise<boolean> {
    return this.store.transaction(async (tx) => {
      const removed = await tx.templates.deleteDraft(key);
      if (removed) await audit(tx, key, author, 'draft.discard', null, '');
      return removed;
    }, writeOf(key));
  }

  /**
   * A whole template written as the newest version (the content API's PUT), under the key's lock as a publish is:
   * two writers of one page at once, on any machines, get the next two numbers.
   */
  append(key: TemplateKey, body: unknown, author: string): Promise<number> {
    return this.store.transaction((tx) => tx.templates.append(key, body, author), writeOf(key));
  }

  /** The draft becomes the newest version (and the draft is gone). */
  publish(key: TemplateKey, author: string, baseVersion: number, note: string): Promise<number> {
    return this.store.transaction(async (tx) => {
      const draft = await tx.templates.draft(key);
      const live = await tx.templates.liveVersion(key);
      if (!draft || baseVersion !== live || draft.baseVersion !== live) throw new StaleVersionError();
      const version = await tx.templates.append(key, draft.body, author, { note });
      await tx.templates.deleteDraft(key);
      await audit(tx, key, author, 'publish', version, note);
      return version;
    }, writeOf(key));
  }

  /** Schedules the draft's publication (spec: optional scheduled publish); the server runs it when due. */
  schedule(key: TemplateKey, author: string, baseVersion: number, note: string, publishAt: string): Promise<void> {
    return this.store.transaction(async (tx) => {
      const draft = await tx.templates.draft(key);
      const live = await tx.templates.liveVersion(key);
      if (!draft || baseVersion !== live || draft.baseVersion !== live) throw new StaleVersionError();
      await tx.templates.schedule(key, { publishAt, note, by: author });
      await audit(tx, key, author, 'publish.schedule', null, `${publishAt} ${note}`.trim());
    }, writeOf(key));
  }

  /** Every pending scheduled publish of the tenant, the next to run first. */
  scheduled(tenant: string): Promise<ScheduledRow[]> {
    return this.store.templates.scheduled(tenant);
  }

  /**
   * Cancels the scheduled publish due at `publishAt` (the one the editor saw); the draft stays a draft. One that
   * already ran, was cancelled or was moved to another time is a ScheduleGoneError and nothing changes.
   */
  cancelSchedule(key: TemplateKey, actor: string, publishAt: string): Promise<void> {
    return this.store.transaction(async (tx) => {
      const note = (await tx.templates.draft(key))?.publishNote ?? '';
      if (!(await tx.templates.cancelSchedule(key, publishAt))) throw new ScheduleGoneError();
      await audit(tx, key, actor, 'publish.cancel', null, `${publishAt} ${note}`.trim());
    }, writeOf(key));
  }

  /**
   * Publishes every scheduled draft that is due. A draft whose page changed after it was scheduled is not
   * published over that change: its schedule is cleared and the audit log says why. Safe to run from every
   * worker at once (each publish is its own immediate transaction that re-reads the draft).
   */
  async publishDue(tenant: string, now = new Date()): Promise<number> {
    let published = 0;
    for (const due of await this.store.templates.due(tenant, now)) {
      const key = { tenant, page: due.page, sportId: due.sportId };
      const done = await this.store.transaction(async (tx) => {
        const draft = await tx.templates.draft(key);
        if (!draft?.publishAt || draft.publishAt > now.toISOString()) return false;
        if (draft.baseVersion !== (await tx.templates.liveVersion(key))) {
          await tx.templates.schedule(key, null);
          await audit(tx, key, 'scheduler', 'publish.skipped', null, 'The page was changed after the publish was scheduled.');
          return false;
        }
        // The version is credited to whoever scheduled it: they decided it goes live.
        const version = await tx.templates.append(key, draft.body, draft.publishBy ?? draft.author, { note: draft.publishNote ?? '' });
        await tx.templates.deleteDraft(key);
        await audit(tx, key, 'scheduler', 'publish', version, draft.publishNote ?? '');
        return true;
      }, writeOf(key));
      if (done) published += 1;
    }
    return published;
  }

  /** Restoring writes a NEW version with the old body: the live one stays in the history; drafts are untouched. */
  restore(key: TemplateKey, author: string, from: number, baseVersion: number, note: string): Promise<number> {
    return this.store.transaction(async (tx) => {
      if (baseVersion !== (await tx.templates.liveVersion(key))) throw new StaleVersionError();
      const old = await tx.templates.version(key, from);
      if (!old) throw new RangeError(`No version ${from}`);
      const version = await tx.templates.append(key, old.body, author, { note: note || `Restored version ${from}`, restoredFrom: from });
      await audit(tx, key, author, 'restore', version, `from version ${from}${note ? `: ${note}` : ''}`);
      return version;
    }, writeOf(key));
  }

  auditLog(tenant: string, limit = 200): Promise<AuditEntry[]> {
    return this.store.auditLog.list(tenant, limit);
  }
}

function audit(tx: Repositories, key: TemplateKey, actor: string, action: string, version: number | null, detail: string): Promise<void> {
  return tx.auditLog.record({ tenant: key.tenant, actor, action, page: key.page, sportId: key.sportId, version, detail });
}
