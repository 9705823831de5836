/** One audit log entry: who did what to which page and version, when. The server writes, the editor lists. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  page: string | null;
  sportId: number | null;
  version: number | null;
  detail: string;
}
