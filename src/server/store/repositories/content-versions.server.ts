import type { Db, Query } from '../db.server.ts';
import { toVersion, type TemplateVersion, type VersionRow } from './templates.server.ts';

/** One editable document (an alert, a promotion, a splash page) whose versions and draft are kept. */
export interface ContentKey {
  tenant: string;
  collection: 'alerts' | 'promotions' | 'splash';
  id: number;
}

/** A kept version: the same shape as a template's. */
export type ContentVersion = TemplateVersion;

export interface ContentDraft {
  body: unknown;
  baseVersion: number;
  /** Counts the draft's saves: a second editor saving over a draft they never saw is refused. */
  revision: number;
  author: string;
  updatedAt: string;
  /** A scheduled publish of this draft (docs/decisions/0022-scheduled-publish-on-the-draft.md), or null. */
  publishAt: string | null;
  publishNote: string | null;
  /** Who scheduled it (not necessarily who saved the draft last). */
  publishBy: string | null;
}

/** A pending scheduled publish of a content draft; `body` is what it will publish (the list names it by title). */
export interface ContentScheduledRow {
  collection: ContentKey['collection'];
  id: number;
  publishAt: string;
  author: string;
  note: string;
  body: unknown;
}

interface DraftRow {
  body: string;
  base_version: number;
  revision: number;
  author: string;
  updated_at: string;
  publish_at: string | null;
  publish_note: string | null;
  publish_by: string | null;
}

const KEY = 'tenant = ? AND collection = ? AND doc_id = ?';
const keyParams = ({ tenant, collection, id }: ContentKey) => [tenant, collection, id] as const;

export const contentVersionQueries = {
  liveVersion: (key: ContentKey): Query => [`SELECT max(version) AS v FROM content_versions WHERE ${KEY}`, keyParams(key)],
  version: (key: ContentKey, version: number): Query => [
    `SELECT version, body, author, created_at, note, restored_from FROM content_versions WHERE ${KEY} AND version = ?`,
    [...keyParams(key), version],
  ],
  versions: (key: ContentKey): Query => [
    `SELECT version, body, author, created_at, note, restored_from FROM content_versions WHERE ${KEY} ORDER BY version DESC`,
    keyParams(key),
  ],
  append: (key: ContentKey, version: number, body: unknown, author: string, note: string, restoredFrom: number | null): Query => [
    'INSERT INTO content_versions (tenant, collection, doc_id, version, body, author, created_at, note, restored_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [...keyParams(key), version, JSON.stringify(body), author, new Date().toISOString(), note, restoredFrom],
  ],
  draft: (key: ContentKey): Query => [
    `SELECT body, base_version, revision, author, updated_at, publish_at, publish_note, publish_by FROM content_drafts WHERE ${KEY}`,
    keyParams(key),
  ],
  saveDraft: (key: ContentKey, baseVersion: number, body: unknown, author: string): Query => [
    `INSERT INTO content_drafts (tenant, collection, doc_id, base_version, revision, body, author, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?)
     ON CONFLICT (tenant, collection, doc_id) DO UPDATE SET base_version = excluded.base_version, revision = content_drafts.revision + 1,
       body = excluded.body, author = excluded.author, updated_at = excluded.updated_at`,
    [...keyParams(key), baseVersion, JSON.stringify(body), author, new Date().toISOString()],
  ],
  deleteDraft: (key: ContentKey): Query => [`DELETE FROM content_drafts WHERE ${KEY}`, keyParams(key)],
  schedule: (key: ContentKey, schedule: { publishAt: string; note: string; by: string } | null): Query => [
    `UPDATE content_drafts SET publish_at = ?, publish_note = ?, publish_by = ? WHERE ${KEY}`,
    [schedule?.publishAt ?? null, schedule?.note ?? null, schedule?.by ?? null, ...keyParams(key)],
  ],
  // Only the schedule the editor saw (its time): one that ran, was cancelled or was moved meanwhile stays as it is.
  cancelSchedule: (key: ContentKey, publishAt: string): Query => [
    `UPDATE content_drafts SET publish_at = NULL, publish_note = NULL, publish_by = NULL WHERE ${KEY} AND publish_at = ?`,
    [...keyParams(key), publishAt],
  ],
  scheduled: (tenant: string): Query => [
    `SELECT collection, doc_id, publish_at, coalesce(publish_by, author) AS publish_by, coalesce(publish_note, '') AS publish_note, body
     FROM content_drafts WHERE tenant = ? AND publish_at IS NOT NULL ORDER BY publish_at, collection, doc_id`,
    [tenant],
  ],
  due: (tenant: string, now: string): Query => [
    'SELECT collection, doc_id FROM content_drafts WHERE tenant = ? AND publish_at IS NOT NULL AND publish_at <= ?',
    [tenant, now],
  ],
};

/**
 * Versions (table content_versions: they only ever append, so what was live is never lost) and drafts (table
 * content_drafts: one per document) of the content editors change beside templates — the same model.
 */
export class ContentVersionsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The newest version's number; 0 when none was kept yet. */
  async liveVersion(key: ContentKey): Promise<number> {
    return (await this.db.get<{ v: number | null }>(...contentVersionQueries.liveVersion(key)))?.v ?? 0;
  }

  async version(key: ContentKey, version: number): Promise<ContentVersion | null> {
    const row = await this.db.get<VersionRow>(...contentVersionQueries.version(key, version));
    return row ? toVersion(row) : null;
  }

  async versions(key: ContentKey): Promise<Omit<ContentVersion, 'body'>[]> {
    return (await this.db.all<VersionRow>(...contentVersionQueries.versions(key))).map((row) => {
      const { body: _body, ...rest } = toVersion({ ...row, body: 'null' });
      return rest;
    });
  }

  /** Appends the next version (the newest plus one); call it inside the transaction that writes the document. */
  async append(
    key: ContentKey,
    body: unknown,
    author: string,
    { note = '', restoredFrom = null }: { note?: string; restoredFrom?: number | null } = {},
  ): Promise<number> {
    const version = (await this.liveVersion(key)) + 1;
    await this.db.run(...contentVersionQueries.append(key, version, body, author, note, restoredFrom));
    return version;
  }

  async draft(key: ContentKey): Promise<ContentDraft | null> {
    const row = await this.db.get<DraftRow>(...contentVersionQueries.draft(key));
    return row
      ? {
          body: JSON.parse(row.body) as unknown,
          baseVersion: row.base_version,
          revision: row.revision,
          author: row.author,
          updatedAt: row.updated_at,
          publishAt: row.publish_at,
          publishNote: row.publish_note,
          publishBy: row.publish_by,
        }
      : null;
  }

  /** Creates the draft (revision 1) or replaces it (the next revision). */
  async saveDraft(key: ContentKey, baseVersion: number, body: unknown, author: string): Promise<void> {
    await this.db.run(...contentVersionQueries.saveDraft(key, baseVersion, body, author));
  }

  /** Whether there was a draft to delete. */
  async deleteDraft(key: ContentKey): Promise<boolean> {
    return (await this.db.run(...contentVersionQueries.deleteDraft(key))).changes > 0;
  }

  /** Sets (or, with null, clears) the draft's scheduled publish. */
  async schedule(key: ContentKey, schedule: { publishAt: string; note: string; by: string } | null): Promise<void> {
    await this.db.run(...contentVersionQueries.schedule(key, schedule));
  }

  /** Clears the draft's scheduled publish if it is still the one due at `publishAt`; whether it was. */
  async cancelSchedule(key: ContentKey, publishAt: string): Promise<boolean> {
    return (await this.db.run(...contentVersionQueries.cancelSchedule(key, publishAt))).changes > 0;
  }

  /** Every pending scheduled publish of the tenant's content, the next to run first. */
  async scheduled(tenant: string): Promise<ContentScheduledRow[]> {
    const rows = await this.db.all<{
      collection: ContentKey['collection'];
      doc_id: number;
      publish_at: string;
      publish_by: string;
      publish_note: string;
      body: string;
    }>(...contentVersionQueries.scheduled(tenant));
    return rows.map((row) => ({
      collection: row.collection,
      id: row.doc_id,
      publishAt: row.publish_at,
      author: row.publish_by,
      note: row.publish_note,
      body: JSON.parse(row.body) as unknown,
    }));
  }

  /** Drafts whose scheduled publish is due at `now`. */
  async due(tenant: string, now: Date): Promise<ContentKey[]> {
    const rows = await this.db.all<{ collection: ContentKey['collection']; doc_id: number }>(
      ...contentVersionQueries.due(tenant, now.toISOString()),
    );
    return rows.map((row) => ({ tenant, collection: row.collection, id: row.doc_id }));
  }
}
