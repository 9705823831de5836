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
}

interface DraftRow {
  body: string;
  base_version: number;
  revision: number;
  author: string;
  updated_at: string;
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
    `SELECT body, base_version, revision, author, updated_at FROM content_drafts WHERE ${KEY}`,
    keyParams(key),
  ],
  saveDraft: (key: ContentKey, baseVersion: number, body: unknown, author: string): Query => [
    `INSERT INTO content_drafts (tenant, collection, doc_id, base_version, revision, body, author, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?)
     ON CONFLICT (tenant, collection, doc_id) DO UPDATE SET base_version = excluded.base_version, revision = revision + 1,
       body = excluded.body, author = excluded.author, updated_at = excluded.updated_at`,
    [...keyParams(key), baseVersion, JSON.stringify(body), author, new Date().toISOString()],
  ],
  deleteDraft: (key: ContentKey): Query => [`DELETE FROM content_drafts WHERE ${KEY}`, keyParams(key)],
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
}
