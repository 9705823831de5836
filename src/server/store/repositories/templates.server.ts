import type { Db, Query } from '../db.server.ts';
import { TenantsRepository } from './tenants.server.ts';

/** One template of one page: the default (sportId 0) or a sport's own. */
export interface TemplateKey {
  tenant: string;
  page: string;
  sportId: number;
}

/** A stored template version as the content API serves it. */
export interface TemplateRow {
  body: unknown;
  version: number;
  created_at: string;
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
  /** Counts the draft's saves: a second editor saving over a draft they never saw is refused. */
  revision: number;
  author: string;
  updatedAt: string;
  publishAt: string | null;
  publishNote: string | null;
  /** Who scheduled the publish (not necessarily who saved the draft last). */
  publishBy: string | null;
}

/** A pending scheduled publish: one per draft that has a publish time. */
export interface ScheduledRow {
  page: string;
  sportId: number;
  publishAt: string;
  author: string;
  note: string;
}

/** A stored version's row: the template and the content versions tables share its columns. */
export interface VersionRow {
  version: number;
  body: string;
  author: string;
  created_at: string;
  note: string;
  restored_from: number | null;
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

export const toTemplateRow = (row: { body: string; version: number; created_at: string }): TemplateRow => ({
  body: JSON.parse(row.body) as unknown,
  version: row.version,
  created_at: row.created_at,
});
export const toVersion = (row: VersionRow): TemplateVersion => ({
  version: row.version,
  body: JSON.parse(row.body) as unknown,
  author: row.author,
  createdAt: row.created_at,
  note: row.note,
  restoredFrom: row.restored_from,
});
export const toDraft = (row: DraftRow): TemplateDraft => ({
  body: JSON.parse(row.body) as unknown,
  baseVersion: row.base_version,
  revision: row.revision,
  author: row.author,
  updatedAt: row.updated_at,
  publishAt: row.publish_at,
  publishNote: row.publish_note,
  publishBy: row.publish_by,
});

const KEY = 'tenant = ? AND page = ? AND sport_id = ?';
const keyParams = ({ tenant, page, sportId }: TemplateKey) => [tenant, page, sportId] as const;

export const templateQueries = {
  latest: (key: TemplateKey): Query => [
    `SELECT body, version, created_at FROM templates WHERE ${KEY} ORDER BY version DESC LIMIT 1`,
    keyParams(key),
  ],
  latestOfScope: (tenant: string, scope: 'default' | 'sports'): Query => [
    `SELECT t.body, t.version, t.created_at FROM templates t
     WHERE t.tenant = ? AND t.sport_id ${scope === 'default' ? '= 0' : '> 0'}
       AND t.version = (SELECT max(version) FROM templates u WHERE u.tenant = t.tenant AND u.page = t.page AND u.sport_id = t.sport_id)
     ORDER BY t.page, t.sport_id`,
    [tenant],
  ],
  liveVersion: (key: TemplateKey): Query => [`SELECT max(version) AS v FROM templates WHERE ${KEY}`, keyParams(key)],
  version: (key: TemplateKey, version: number): Query => [
    `SELECT version, body, author, created_at, note, restored_from FROM templates WHERE ${KEY} AND version = ?`,
    [...keyParams(key), version],
  ],
  versions: (key: TemplateKey): Query => [
    `SELECT version, body, author, created_at, note, restored_from FROM templates WHERE ${KEY} ORDER BY version DESC`,
    keyParams(key),
  ],
  append: (key: TemplateKey, version: number, body: unknown, author: string, note: string, restoredFrom: number | null): Query => [
    'INSERT INTO templates (tenant, page, sport_id, version, body, author, created_at, note, restored_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [...keyParams(key), version, JSON.stringify(body), author, new Date().toISOString(), note, restoredFrom],
  ],
  draft: (key: TemplateKey): Query => [
    `SELECT body, base_version, revision, author, updated_at, publish_at, publish_note, publish_by FROM template_drafts WHERE ${KEY}`,
    keyParams(key),
  ],
  drafts: (tenant: string): Query => [
    'SELECT page, sport_id, publish_at FROM template_drafts WHERE tenant = ? ORDER BY page, sport_id',
    [tenant],
  ],
  saveDraft: (key: TemplateKey, baseVersion: number, body: unknown, author: string): Query => [
    `INSERT INTO template_drafts (tenant, page, sport_id, base_version, revision, body, author, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?)
     ON CONFLICT (tenant, page, sport_id) DO UPDATE SET base_version = excluded.base_version, revision = template_drafts.revision + 1,
       body = excluded.body, author = excluded.author, updated_at = excluded.updated_at`,
    [...keyParams(key), baseVersion, JSON.stringify(body), author, new Date().toISOString()],
  ],
  deleteDraft: (key: TemplateKey): Query => [`DELETE FROM template_drafts WHERE ${KEY}`, keyParams(key)],
  schedule: (key: TemplateKey, schedule: { publishAt: string; note: string; by: string } | null): Query => [
    `UPDATE template_drafts SET publish_at = ?, publish_note = ?, publish_by = ? WHERE ${KEY}`,
    [schedule?.publishAt ?? null, schedule?.note ?? null, schedule?.by ?? null, ...keyParams(key)],
  ],
  // Only the schedule the editor saw (its time): one that ran, was cancelled or was moved meanwhile stays as it is.
  cancelSchedule: (key: TemplateKey, publishAt: string): Query => [
    `UPDATE template_drafts SET publish_at = NULL, publish_note = NULL, publish_by = NULL WHERE ${KEY} AND publish_at = ?`,
    [...keyParams(key), publishAt],
  ],
  scheduled: (tenant: string): Query => [
    `SELECT page, sport_id, publish_at, coalesce(publish_by, author) AS publish_by, coalesce(publish_note, '') AS publish_note
     FROM template_drafts WHERE tenant = ? AND publish_at IS NOT NULL ORDER BY publish_at, page, sport_id`,
    [tenant],
  ],
  due: (tenant: string, now: string): Query => [
    'SELECT page, sport_id, author FROM template_drafts WHERE tenant = ? AND publish_at IS NOT NULL AND publish_at <= ?',
    [tenant, now],
  ],
};

/**
 * Page templates (table templates: versions only ever append, so the one that was live is never lost) and their
 * drafts (table template_drafts: one per page and sport, with an optional scheduled publish).
 */
export class TemplatesRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** The newest version of a page's template, for a sport (sportId > 0) or the default one (0). */
  async latest(key: TemplateKey): Promise<TemplateRow | undefined> {
    const row = await this.db.get<{ body: string; version: number; created_at: string }>(...templateQueries.latest(key));
    return row && toTemplateRow(row);
  }

  /** The newest version of every default template (`default`) or of every sport's own (`sports`). */
  async latestOfScope(tenant: string, scope: 'default' | 'sports'): Promise<TemplateRow[]> {
    return (await this.db.all<{ body: string; version: number; created_at: string }>(...templateQueries.latestOfScope(tenant, scope))).map(
      toTemplateRow,
    );
  }

  async liveVersion(key: TemplateKey): Promise<number> {
    return (await this.db.get<{ v: number | null }>(...templateQueries.liveVersion(key)))?.v ?? 0;
  }

  async version(key: TemplateKey, version: number): Promise<TemplateVersion | null> {
    const row = await this.db.get<VersionRow>(...templateQueries.version(key, version));
    return row ? toVersion(row) : null;
  }

  async versions(key: TemplateKey): Promise<Omit<TemplateVersion, 'body'>[]> {
    return (await this.db.all<VersionRow>(...templateQueries.versions(key))).map(({ body: _body, ...row }) => ({
      version: row.version,
      author: row.author,
      createdAt: row.created_at,
      note: row.note,
      restoredFrom: row.restored_from,
    }));
  }

  /** Appends the next version (the newest plus one) and bumps the content version, in one transaction. */
  append(
    key: TemplateKey,
    body: unknown,
    author: string,
    { note = '', restoredFrom = null }: { note?: string; restoredFrom?: number | null } = {},
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const version = (await new TemplatesRepository(tx).liveVersion(key)) + 1;
      await tx.run(...templateQueries.append(key, version, body, author, note, restoredFrom));
      await new TenantsRepository(tx).bumpVersion(key.tenant);
      return version;
    });
  }

  async draft(key: TemplateKey): Promise<TemplateDraft | null> {
    const row = await this.db.get<DraftRow>(...templateQueries.draft(key));
    return row ? toDraft(row) : null;
  }

  /** Pages (and sports) with a draft, for the page picker. */
  async drafts(tenant: string): Promise<{ page: string; sportId: number; publishAt: string | null }[]> {
    const rows = await this.db.all<{ page: string; sport_id: number; publish_at: string | null }>(...templateQueries.drafts(tenant));
    return rows.map((row) => ({ page: row.page, sportId: row.sport_id, publishAt: row.publish_at }));
  }

  /** Creates the draft (revision 1) or replaces it (the next revision). */
  async saveDraft(key: TemplateKey, baseVersion: number, body: unknown, author: string): Promise<void> {
    await this.db.run(...templateQueries.saveDraft(key, baseVersion, body, author));
  }

  /** Whether there was a draft to delete. */
  async deleteDraft(key: TemplateKey): Promise<boolean> {
    return (await this.db.run(...templateQueries.deleteDraft(key))).changes > 0;
  }

  /** Sets (or, with null, clears) the draft's scheduled publish. */
  async schedule(key: TemplateKey, schedule: { publishAt: string; note: string; by: string } | null): Promise<void> {
    await this.db.run(...templateQueries.schedule(key, schedule));
  }

  /** Clears the draft's scheduled publish if it is still the one due at `publishAt`; whether it was. */
  async cancelSchedule(key: TemplateKey, publishAt: string): Promise<boolean> {
    return (await this.db.run(...templateQueries.cancelSchedule(key, publishAt))).changes > 0;
  }

  /** Every pending scheduled publish of the tenant, the next to run first. */
  async scheduled(tenant: string): Promise<ScheduledRow[]> {
    const rows = await this.db.all<{ page: string; sport_id: number; publish_at: string; publish_by: string; publish_note: string }>(
      ...templateQueries.scheduled(tenant),
    );
    return rows.map((row) => ({
      page: row.page,
      sportId: row.sport_id,
      publishAt: row.publish_at,
      author: row.publish_by,
      note: row.publish_note,
    }));
  }

  /** Drafts whose scheduled publish is due at `now`. */
  async due(tenant: string, now: Date): Promise<{ page: string; sportId: number }[]> {
    const rows = await this.db.all<{ page: string; sport_id: number }>(...templateQueries.due(tenant, now.toISOString()));
    return rows.map((row) => ({ page: row.page, sportId: row.sport_id }));
  }
}
