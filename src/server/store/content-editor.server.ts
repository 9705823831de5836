import type { Repositories } from './repositories.server.ts';
import type { ContentDraft, ContentKey, ContentScheduledRow, ContentVersion } from './repositories/content-versions.server.ts';
import type { DocumentRow } from './repositories/documents.server.ts';
import type { Store } from './store.server.ts';
import { ScheduleGoneError, StaleVersionError } from './template-editor.server.ts';

export type { ContentDraft, ContentKey, ContentScheduledRow, ContentVersion };

/**
 * Each change of one key is an immediate transaction under that key's lock (docs/decisions/0036-store-copy.md):
 * on PostgreSQL, changes of one page (or document) run one at a time on every machine, of different ones at once.
 */
const writeOf = (key: ContentKey) => ({ immediate: true, lockKey: `content:${key.tenant}:${key.collection}:${key.id}` }) as const;

/** How a document's body becomes its stored row (the collection's index columns). */
export type ToRow = (body: Record<string, unknown>, id: number) => DocumentRow;

/**
 * Each collection's row (its index columns, as the seed writes them: pages query on these). The scheduler publishes
 * without a request, so the rows live here with the store rather than in the content API's routes.
 */
export const CONTENT_ROWS: Record<ContentKey['collection'], ToRow> = {
  alerts: (b, id) => ({ id, sort_date: b.endDate as string | null, body: b }),
  promotions: (b, id) => ({ id, sport_id: b.sport_id as number | null, slug: String(b.name), body: b }),
  splash: (b, id) => ({
    id,
    sport_id: b.sport_id as number | null,
    sort_date: String(b.startDate),
    published: b.published !== false,
    body: b,
  }),
};

/** What an editor calls a document: an alert's or splash page's title, a promotion's name. */
export const contentTitle = (collection: ContentKey['collection'], body: unknown): string => {
  const b = (body ?? {}) as Record<string, unknown>;
  return String(collection === 'promotions' ? b.name : b.title);
};

/** Who wrote the version that stands for a document as it was before its history was kept. */
export const BEFORE_HISTORY = 'before history';

/**
 * Drafts, versions and restores of alerts, promotions and splash pages: the template editor's model
 * (docs/decisions/0023-content-versions.md). The live document stays where visitors' pages read it (documents);
 * every publish, restore and direct write appends a version in the same immediate transaction, audited, so the
 * one that was live is never lost. A document written before versions were kept gets its first version, as it
 * was, the first time it changes.
 */
export class ContentEditorStore {
  private readonly store: Store;
  constructor(store: Store) {
    this.store = store;
  }

  /**
   * What the editor opens: the live version's number, the draft and the versions, newest first. A document from
   * before versions were kept gets its first version here, so the editor's base version is a real one.
   */
  open(key: ContentKey): Promise<{ live: number; draft: ContentDraft | null; versions: Omit<ContentVersion, 'body'>[] }> {
    return this.store.transaction(
      async (tx) => ({
        live: await liveVersion(tx, key),
        draft: await tx.contentVersions.draft(key),
        versions: await tx.contentVersions.versions(key),
      }),
      writeOf(key),
    );
  }

  version(key: ContentKey, version: number): Promise<ContentVersion | null> {
    return this.store.contentVersions.version(key, version);
  }

  versions(key: ContentKey): Promise<Omit<ContentVersion, 'body'>[]> {
    return this.store.contentVersions.versions(key);
  }

  draft(key: ContentKey): Promise<ContentDraft | null> {
    return this.store.contentVersions.draft(key);
  }

  /**
   * Saves the draft. `baseVersion` is the version the editor opened; `revision` the draft revision they last saw
   * (null: they saw none). Either being stale is a StaleVersionError: two editors on one alert never overwrite.
   */
  saveDraft(key: ContentKey, body: unknown, author: string, baseVersion: number, revision: number | null): Promise<ContentDraft> {
    return this.store.transaction(async (tx) => {
      const current = await tx.contentVersions.draft(key);
      if (baseVersion !== (await liveVersion(tx, key)) || (current?.revision ?? null) !== revision) throw new StaleVersionError();
      await tx.contentVersions.saveDraft(key, baseVersion, body, author);
      if (!current) await audit(tx, key, author, 'draft.create', null, '');
      return (await tx.contentVersions.draft(key)) as ContentDraft;
    }, writeOf(key));
  }

  discardDraft(key: ContentKey, author: string): Promise<boolean> {
    return this.store.transaction(async (tx) => {
      const removed = await tx.contentVersions.deleteDraft(key);
      if (removed) await audit(tx, key, author, 'draft.discard', null, '');
      return removed;
    }, writeOf(key));
  }

  /** The draft goes live and becomes the newest version; the draft is gone. */
  publish(key: ContentKey, author: string, baseVersion: number, note: string, toRow: ToRow): Promise<number> {
    return this.store.transaction(async (tx) => {
      const draft = await tx.contentVersions.draft(key);
      const live = await liveVersion(tx, key);
      if (!draft || baseVersion !== live || draft.baseVersion !== live) throw new StaleVersionError();
      const version = await writeLive(tx, key, draft.body as Record<string, unknown>, author, note, null, toRow);
      await tx.contentVersions.deleteDraft(key);
      await audit(tx, key, author, 'publish', version, note);
      return version;
    }, writeOf(key));
  }

  /**
   * Schedules the draft's publication at `publishAt` with a note, as template drafts are (decision 0022): the
   * schedule is separate from the document's own display window (a splash page's or alert's dates).
   */
  schedule(key: ContentKey, author: string, baseVersion: number, note: string, publishAt: string): Promise<void> {
    return this.store.transaction(async (tx) => {
      const draft = await tx.contentVersions.draft(key);
      const live = await liveVersion(tx, key);
      if (!draft || baseVersion !== live || draft.baseVersion !== live) throw new StaleVersionError();
      await tx.contentVersions.schedule(key, { publishAt, note, by: author });
      await audit(tx, key, author, 'publish.schedule', null, `${publishAt} ${note}`.trim());
    }, writeOf(key));
  }

  /** Every pending scheduled publish of the tenant's content, the next to run first. */
  scheduled(tenant: string): Promise<ContentScheduledRow[]> {
    return this.store.contentVersions.scheduled(tenant);
  }

  /** Cancels the schedule due at `publishAt` (the one the editor saw); one no longer pending is a ScheduleGoneError. */
  cancelSchedule(key: ContentKey, actor: string, publishAt: string): Promise<void> {
    return this.store.transaction(async (tx) => {
      const note = (await tx.contentVersions.draft(key))?.publishNote ?? '';
      if (!(await tx.contentVersions.cancelSchedule(key, publishAt))) throw new ScheduleGoneError();
      await audit(tx, key, actor, 'publish.cancel', null, `${publishAt} ${note}`.trim());
    }, writeOf(key));
  }

  /**
   * Publishes every scheduled content draft that is due. One whose document changed after it was scheduled is not
   * published over that change: its schedule is cleared and the audit log says why. Each publish is its own
   * immediate transaction that re-reads the draft, so every worker may run this at once.
   */
  async publishDue(tenant: string, now = new Date()): Promise<number> {
    let published = 0;
    for (const key of await this.store.contentVersions.due(tenant, now)) {
      const done = await this.store.transaction(async (tx) => {
        const draft = await tx.contentVersions.draft(key);
        if (!draft?.publishAt || draft.publishAt > now.toISOString()) return false;
        if (draft.baseVersion !== (await liveVersion(tx, key))) {
          await tx.contentVersions.schedule(key, null);
          await audit(tx, key, 'scheduler', 'publish.skipped', null, 'The document was changed after the publish was scheduled.');
          return false;
        }
        // Credited to whoever scheduled it: they decided it goes live.
        const by = draft.publishBy ?? draft.author;
        const body = draft.body as Record<string, unknown>;
        const version = await writeLive(tx, key, body, by, draft.publishNote ?? '', null, CONTENT_ROWS[key.collection]);
        await tx.contentVersions.deleteDraft(key);
        await audit(tx, key, 'scheduler', 'publish', version, draft.publishNote ?? '');
        return true;
      }, writeOf(key));
      if (done) published += 1;
    }
    return published;
  }

  /** Restoring writes a NEW version with the old body, live at once; the draft, if any, is untouched. */
  restore(key: ContentKey, author: string, from: number, baseVersion: number, note: string, toRow: ToRow): Promise<number> {
    return this.store.transaction(async (tx) => {
      if (baseVersion !== (await liveVersion(tx, key))) throw new StaleVersionError();
      const old = await tx.contentVersions.version(key, from);
      if (!old) throw new RangeError(`No version ${from}`);
      const body = old.body as Record<string, unknown>;
      const version = await writeLive(tx, key, body, author, note || `Restored version ${from}`, from, toRow);
      await audit(tx, key, author, 'restore', version, `from version ${from}${note ? `: ${note}` : ''}`);
      return version;
    }, writeOf(key));
  }
}

/**
 * Writes the document live and appends its version, inside the caller's transaction: also how the content API's
 * direct writes (create and replace) keep the history whole.
 */
export async function writeLive(
  tx: Repositories,
  key: ContentKey,
  body: Record<string, unknown>,
  author: string,
  note: string,
  restoredFrom: number | null,
  toRow: ToRow,
): Promise<number> {
  await liveVersion(tx, key);
  await tx.documents.put(key.tenant, key.collection, [toRow(body, key.id)]);
  return tx.contentVersions.append(key, body, author, { note, restoredFrom });
}

/** The live version's number, first keeping the document as it was when it has no version yet. */
async function liveVersion(tx: Repositories, key: ContentKey): Promise<number> {
  const live = await tx.contentVersions.liveVersion(key);
  if (live > 0) return live;
  const existing = await tx.documents.get(key.tenant, key.collection, key.id, false);
  if (existing === undefined || existing === null) return 0;
  return tx.contentVersions.append(key, existing, BEFORE_HISTORY, { note: 'As it was before versions were kept' });
}

function audit(tx: Repositories, key: ContentKey, actor: string, action: string, version: number | null, detail: string): Promise<void> {
  return tx.auditLog.record({ tenant: key.tenant, actor, action, page: `${key.collection}/${key.id}`, sportId: null, version, detail });
}
