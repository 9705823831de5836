import type { AuditEntry } from '#schemas/editor/audit.ts';
import type { Db, Query } from '../db.server.ts';

/** What is recorded: who did what to which page (or collection), and when. */
export interface AuditRecord {
  tenant: string;
  actor: string;
  action: string;
  page: string | null;
  sportId: number | null;
  version: number | null;
  detail: string;
}

export const auditQueries = {
  record: (entry: AuditRecord, at: string): Query => [
    'INSERT INTO audit_log (tenant, at, actor, action, page, sport_id, version, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [entry.tenant, at, entry.actor, entry.action, entry.page, entry.sportId, entry.version, entry.detail],
  ],
  list: (tenant: string, limit: number): Query => [
    'SELECT id, at, actor, action, page, sport_id, version, detail FROM audit_log WHERE tenant = ? ORDER BY id DESC LIMIT ?',
    [tenant, limit],
  ],
};

/** The audit log (table audit_log): every editor change, written in the change's own transaction. */
export class AuditLogRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async record(entry: AuditRecord, at = new Date()): Promise<void> {
    await this.db.run(...auditQueries.record(entry, at.toISOString()));
  }

  /** The newest entries first. */
  async list(tenant: string, limit = 200): Promise<AuditEntry[]> {
    const rows = await this.db.all<Omit<AuditEntry, 'sportId'> & { sport_id: number | null }>(...auditQueries.list(tenant, limit));
    return rows.map(({ sport_id, ...row }) => ({ ...row, sportId: sport_id }));
  }
}
