import { createHash, randomBytes } from 'node:crypto';
import { CONFIRM_TOKEN_TTL_MS, UNSUBSCRIBE_TOKEN_TTL_MS } from '#src/widgets/subscribe/subscribe.schema.ts';
import { checkSignedToken, createSignedToken } from '../signing.server.ts';
import type { Store } from '../store/store.server.ts';

/**
 * The newsletter (issue 9, part 5): double opt-in. A sign-up stores the address as pending with the hash of a
 * random token and queues a confirmation message in the outbox (the hand-off to whatever mailer the department
 * runs: it sends unsent rows and stamps `sent_at`). Only the link in that message confirms. Unsubscribe links
 * are signed (no lookup table), so any newsletter's link works until it expires.
 */
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const normalise = (email: string) => email.trim().toLowerCase();

interface SubscriberRow {
  email: string;
  sports: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  token_expires_at: string | null;
}

export interface Links {
  baseUrl: string;
  siteName: string;
}

export function unsubscribeUrl(tenant: string, email: string, links: Links, now: Date): string {
  const token = createSignedToken('unsubscribe', `${tenant}:${normalise(email)}`, UNSUBSCRIBE_TOKEN_TTL_MS, now.getTime());
  const url = new URL('/subscribe/unsubscribe', links.baseUrl);
  url.search = new URLSearchParams({ email: normalise(email), token }).toString();
  return url.href;
}

function queue(store: Store, tenant: string, to: string, subject: string, body: string, headers: Record<string, string>, now: Date): void {
  store.db
    .prepare('INSERT INTO outbox (tenant, to_address, subject, body, headers, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(tenant, to, subject, body, JSON.stringify(headers), now.toISOString());
}

/**
 * A sign-up: new and pending addresses get a fresh confirmation link (the latest sports choice kept); a confirmed
 * address is told it is already subscribed, so the answer never reveals who is on the list.
 */
export function subscribe(store: Store, tenant: string, input: { email: string; sports: readonly number[] }, links: Links, now: Date): void {
  const email = normalise(input.email);
  const stamp = now.toISOString();
  store.db.transaction(() => {
    const row = store.db.prepare<[string, string], SubscriberRow>('SELECT email, sports, status, token_expires_at FROM newsletter_subscribers WHERE tenant = ? AND email = ?').get(tenant, email);
    const unsubscribe = unsubscribeUrl(tenant, email, links, now);
    const listHeaders = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    if (row?.status === 'confirmed') {
      queue(store, tenant, email, `You are already subscribed to ${links.siteName} news`,
        `You asked to subscribe to ${links.siteName} news, and you already are.\n\nTo stop getting our newsletters: ${unsubscribe}\n`, listHeaders, now);
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS).toISOString();
    store.db
      .prepare(
        `INSERT INTO newsletter_subscribers (tenant, email, sports, status, token_hash, token_expires_at, created_at, updated_at)
         VALUES (@tenant, @email, @sports, 'pending', @hash, @expires, @stamp, @stamp)
         ON CONFLICT (tenant, email) DO UPDATE SET sports = @sports, status = 'pending', token_hash = @hash, token_expires_at = @expires, updated_at = @stamp`,
      )
      .run({ tenant, email, sports: JSON.stringify([...new Set(input.sports)]), hash: hash(token), expires, stamp });
    const confirm = new URL('/subscribe/confirm', links.baseUrl);
    confirm.searchParams.set('token', token);
    queue(store, tenant, email, `Confirm your ${links.siteName} subscription`,
      `Please confirm that you want ${links.siteName} news at this address:\n\n${confirm.href}\n\nThe link works for 7 days. If you did not ask for this, ignore this message: nothing happens until you confirm.\n`, {}, now);
  })();
}

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid';

/** The confirmation link: a pending address whose token matches and has not expired becomes confirmed, once. */
export function confirm(store: Store, tenant: string, token: string, now: Date): ConfirmOutcome {
  if (!/^[\w-]{20,100}$/.test(token)) return 'invalid';
  return store.db.transaction((): ConfirmOutcome => {
    const row = store.db.prepare<[string, string], SubscriberRow>("SELECT email, sports, status, token_expires_at FROM newsletter_subscribers WHERE tenant = ? AND token_hash = ? AND status = 'pending'").get(tenant, hash(token));
    if (!row) return 'invalid';
    if (!row.token_expires_at || row.token_expires_at <= now.toISOString()) return 'expired';
    store.db
      .prepare("UPDATE newsletter_subscribers SET status = 'confirmed', token_hash = NULL, token_expires_at = NULL, confirmed_at = ?, updated_at = ? WHERE tenant = ? AND email = ?")
      .run(now.toISOString(), now.toISOString(), tenant, row.email);
    return 'confirmed';
  })();
}

/** A signed unsubscribe link: the address leaves the list (kept as unsubscribed, so it is never mailed again). */
export function unsubscribe(store: Store, tenant: string, email: string, token: string, now: Date): boolean {
  const address = normalise(email);
  if (!checkSignedToken('unsubscribe', `${tenant}:${address}`, token, now.getTime())) return false;
  store.db
    .prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed', token_hash = NULL, token_expires_at = NULL, updated_at = ? WHERE tenant = ? AND email = ?")
    .run(now.toISOString(), tenant, address);
  return true;
}

export interface Subscriber {
  email: string;
  sports: number[];
  status: SubscriberRow['status'];
}

export function subscribers(store: Store, tenant: string): Subscriber[] {
  return store.db
    .prepare<[string], SubscriberRow>('SELECT email, sports, status, token_expires_at FROM newsletter_subscribers WHERE tenant = ? ORDER BY email')
    .all(tenant)
    .map((r) => ({ email: r.email, sports: JSON.parse(r.sports) as number[], status: r.status }));
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

export function outbox(store: Store, tenant: string, limit = 50): OutboxMessage[] {
  return store.db
    .prepare<[string, number], { id: number; to_address: string; subject: string; body: string; headers: string; created_at: string; sent_at: string | null }>(
      'SELECT id, to_address, subject, body, headers, created_at, sent_at FROM outbox WHERE tenant = ? ORDER BY id DESC LIMIT ?',
    )
    .all(tenant, limit)
    .map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, body: r.body, headers: JSON.parse(r.headers) as Record<string, string>, createdAt: r.created_at, sentAt: r.sent_at }));
}
