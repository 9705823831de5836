import type { Db, Query } from '../db.server.ts';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscriber {
  email: string;
  sports: number[];
  status: SubscriberStatus;
  tokenExpiresAt: string | null;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  headers: Record<string, string>;
  createdAt: string;
  sentAt: string | null;
}

interface SubscriberRow {
  email: string;
  sports: string;
  status: SubscriberStatus;
  token_expires_at: string | null;
}

const COLUMNS = 'email, sports, status, token_expires_at';
const toSubscriber = (r: SubscriberRow): Subscriber => ({
  email: r.email,
  sports: JSON.parse(r.sports) as number[],
  status: r.status,
  tokenExpiresAt: r.token_expires_at,
});

export const newsletterQueries = {
  byEmail: (tenant: string, email: string): Query => [
    `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE tenant = ? AND email = ?`,
    [tenant, email],
  ],
  pendingByToken: (tenant: string, tokenHash: string): Query => [
    `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE tenant = ? AND token_hash = ? AND status = 'pending'`,
    [tenant, tokenHash],
  ],
  list: (tenant: string): Query => [`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE tenant = ? ORDER BY email`, [tenant]],
  savePending: (tenant: string, email: string, sports: readonly number[], tokenHash: string, expires: string, stamp: string): Query => [
    `INSERT INTO newsletter_subscribers (tenant, email, sports, status, token_hash, token_expires_at, created_at, updated_at)
     VALUES (@tenant, @email, @sports, 'pending', @hash, @expires, @stamp, @stamp)
     ON CONFLICT (tenant, email) DO UPDATE SET sports = @sports, status = 'pending', token_hash = @hash, token_expires_at = @expires, updated_at = @stamp`,
    { tenant, email, sports: JSON.stringify(sports), hash: tokenHash, expires, stamp },
  ],
  confirm: (tenant: string, email: string, at: string): Query => [
    "UPDATE newsletter_subscribers SET status = 'confirmed', token_hash = NULL, token_expires_at = NULL, confirmed_at = ?, updated_at = ? WHERE tenant = ? AND email = ?",
    [at, at, tenant, email],
  ],
  unsubscribe: (tenant: string, email: string, at: string): Query => [
    "UPDATE newsletter_subscribers SET status = 'unsubscribed', token_hash = NULL, token_expires_at = NULL, updated_at = ? WHERE tenant = ? AND email = ?",
    [at, tenant, email],
  ],
  queue: (tenant: string, to: string, subject: string, body: string, headers: Record<string, string>, at: string): Query => [
    'INSERT INTO outbox (tenant, to_address, subject, body, headers, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    [tenant, to, subject, body, JSON.stringify(headers), at],
  ],
  outbox: (tenant: string, limit: number): Query => [
    'SELECT id, to_address, subject, body, headers, created_at, sent_at FROM outbox WHERE tenant = ? ORDER BY id DESC LIMIT ?',
    [tenant, limit],
  ],
};

/**
 * The newsletter's list (table newsletter_subscribers: addresses normalised, confirmation tokens only as hashes)
 * and its outbox (table outbox: the hand-off to whatever mailer the department runs, which stamps `sent_at`).
 */
export class NewsletterRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async byEmail(tenant: string, email: string): Promise<Subscriber | null> {
    const row = await this.db.get<SubscriberRow>(...newsletterQueries.byEmail(tenant, email));
    return row ? toSubscriber(row) : null;
  }

  /** The pending subscriber whose confirmation token has this hash. */
  async pendingByToken(tenant: string, tokenHash: string): Promise<Subscriber | null> {
    const row = await this.db.get<SubscriberRow>(...newsletterQueries.pendingByToken(tenant, tokenHash));
    return row ? toSubscriber(row) : null;
  }

  async list(tenant: string): Promise<Subscriber[]> {
    return (await this.db.all<SubscriberRow>(...newsletterQueries.list(tenant))).map(toSubscriber);
  }

  /** New or pending again: the sports choice and a fresh token (by its hash) replace the old ones. */
  async savePending(tenant: string, email: string, sports: readonly number[], tokenHash: string, expires: Date, now: Date): Promise<void> {
    await this.db.run(...newsletterQueries.savePending(tenant, email, sports, tokenHash, expires.toISOString(), now.toISOString()));
  }

  async confirm(tenant: string, email: string, now: Date): Promise<void> {
    await this.db.run(...newsletterQueries.confirm(tenant, email, now.toISOString()));
  }

  /** The address stays, as unsubscribed, so it is never mailed again. */
  async unsubscribe(tenant: string, email: string, now: Date): Promise<void> {
    await this.db.run(...newsletterQueries.unsubscribe(tenant, email, now.toISOString()));
  }

  async queue(
    tenant: string,
    message: { to: string; subject: string; body: string; headers: Record<string, string> },
    now: Date,
  ): Promise<void> {
    await this.db.run(...newsletterQueries.queue(tenant, message.to, message.subject, message.body, message.headers, now.toISOString()));
  }

  /** The newest messages first. */
  async outbox(tenant: string, limit = 50): Promise<OutboxMessage[]> {
    const rows = await this.db.all<{
      id: number;
      to_address: string;
      subject: string;
      body: string;
      headers: string;
      created_at: string;
      sent_at: string | null;
    }>(...newsletterQueries.outbox(tenant, limit));
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      body: r.body,
      headers: JSON.parse(r.headers) as Record<string, string>,
      createdAt: r.created_at,
      sentAt: r.sent_at,
    }));
  }
}
