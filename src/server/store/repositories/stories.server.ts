import type { Db, Dialect, Query } from '../db.server.ts';
import { withoutFields } from '../dialect.server.ts';
import { parseBody, type BodyRow, type DocumentsRepository } from './documents.server.ts';

export const storyQueries = {
  /** Published stories dated on a month and day (`MM-DD`) before a year, newest first, without their content. */
  /** On PostgreSQL the body comes whole: the caller drops its content (withoutFields). */
  onThisDay: (dialect: Dialect, tenant: string, monthDay: string, beforeYear: number): Query => [
    `SELECT ${dialect === 'sqlite' ? "json_remove(body, '$.content')" : 'body'} AS body FROM documents WHERE tenant = ? AND collection = 'stories' AND published = 1
     AND substr(sort_date, 6, 5) = ? AND substr(sort_date, 1, 4) < ? ORDER BY sort_date DESC, id DESC`,
    [tenant, monthDay, String(beforeYear)],
  ],
  /** The first or last story date, of one sport or all; drafts only for staff. */
  dateBound(tenant: string, fn: 'min' | 'max', sportId: number | null, staff: boolean): Query {
    // Written out per case (no "@x IS NULL OR …"), so SQLite reads min and max straight off an index.
    const where = [
      `tenant = @tenant AND collection = 'stories'`,
      sportId === null ? null : 'sport_id = @sportId',
      staff ? null : 'published = 1',
    ]
      .filter(Boolean)
      .join(' AND ');
    return [`SELECT ${fn}(sort_date) AS at FROM documents WHERE ${where}`, { tenant, sportId }];
  },
};

/** Stories (documents of the `stories` collection: sort date = publication date, slug = URL). */
export class StoriesRepository {
  private readonly db: Db;
  private readonly documents: DocumentsRepository;
  constructor(db: Db, documents: DocumentsRepository) {
    this.db = db;
    this.documents = documents;
  }

  /** The newest published stories, site-wide or of one sport, without their content (feeds and cards). */
  async newest(tenant: string, { sportId = null, count }: { sportId?: number | null; count: number }): Promise<unknown[]> {
    return (await this.documents.list(tenant, 'stories', { sportId, count, omit: ['content'] })).items;
  }

  /** Stories of `monthDay` (`MM-DD`) in years before `beforeYear`, newest first, without content (spec 2.1 on this day). */
  async onThisDay(tenant: string, monthDay: string, beforeYear: number): Promise<unknown[]> {
    const rows = await this.db.all<BodyRow>(...storyQueries.onThisDay(this.db.dialect, tenant, monthDay, beforeYear));
    return rows.map((row) => withoutFields(parseBody(row), this.db.dialect === 'sqlite' ? [] : ['content']));
  }

  /** The dates of the first and last story (of one sport, or all; drafts only for staff): the archive's season range. */
  async dateRange(tenant: string, sportId: number | null, staff: boolean): Promise<{ first: string | null; last: string | null }> {
    const bound = async (fn: 'min' | 'max') =>
      (await this.db.get<{ at: string | null }>(...storyQueries.dateBound(tenant, fn, sportId, staff)))?.at ?? null;
    return { first: await bound('min'), last: await bound('max') };
  }
}
