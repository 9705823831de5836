import { createHash, randomBytes } from 'node:crypto';
import { CONFIRM_TOKEN_TTL_MS, UNSUBSCRIBE_TOKEN_TTL_MS } from '#src/widgets/subscribe/subscribe.schema.ts';
import { checkSignedToken, createSignedToken } from '../signing.server.ts';
import type { NewsletterRepository, OutboxMessage, Subscriber } from '../store/repositories/newsletter.server.ts';
import type { Store } from '../store/store.server.ts';

export type { OutboxMessage };

/**
 * The newsletter: double opt-in. A sign-up stores the address as pending with the hash of a
 * random token and queues a confirmation message in the outbox (the hand-off to whatever mailer the department
 * runs: it sends unsent rows and stamps `sent_at`). Only the link in that message confirms. Unsubscribe links
 * are signed (no lookup table), so any newsletter's link works until it expires.
 */
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const normalise = (email: string) => email.trim().toLowerCase();

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

function queue(
  newsletter: NewsletterRepository,
  tenant: string,
  to: string,
  subject: string,
  body: string,
  headers: Record<string, string>,
  now: Date,
): Promise<void> {
  return newsletter.queue(tenant, { to, subject, body, headers }, now);
}

/**
 * A sign-up: new and pending addresses get a fresh confirmation link (the latest sports choice kept); a confirmed
 * address is told it is already subscribed, so the answer never reveals who is on the list.
 */
export function subscribe(
  store: Store,
  tenant: string,
  input: { email: string; sports: readonly number[] },
  links: Links,
  now: Date,
): Promise<void> {
  const email = normalise(input.email);
  return store.transaction(async ({ newsletter }) => {
    const row = await newsletter.byEmail(tenant, email);
    const unsubscribe = unsubscribeUrl(tenant, email, links, now);
    const listHeaders = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    if (row?.status === 'confirmed') {
      await queue(
        newsletter,
        tenant,
        email,
        `You are already subscribed to ${links.siteName} news`,
        `You asked to subscribe to ${links.siteName} news, and you already are.\n\nTo stop getting our newsletters: ${unsubscribe}\n`,
        listHeaders,
        now,
      );
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await newsletter.savePending(
      tenant,
      email,
      [...new Set(input.sports)],
      hash(token),
      new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
      now,
    );
    const confirm = new URL('/subscribe/confirm', links.baseUrl);
    confirm.searchParams.set('token', token);
    await queue(
      newsletter,
      tenant,
      email,
      `Confirm your ${links.siteName} subscription`,
      `Please confirm that you want ${links.siteName} news at this address:\n\n${confirm.href}\n\nThe link works for 7 days. If you did not ask for this, ignore this message: nothing happens until you confirm.\n`,
      {},
      now,
    );
  });
}

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid';

/** The confirmation link: a pending address whose token matches and has not expired becomes confirmed, once. */
export async function confirm(store: Store, tenant: string, token: string, now: Date): Promise<ConfirmOutcome> {
  if (!/^[\w-]{20,100}$/.test(token)) return 'invalid';
  return store.transaction(async ({ newsletter }): Promise<ConfirmOutcome> => {
    const row = await newsletter.pendingByToken(tenant, hash(token));
    if (!row) return 'invalid';
    if (!row.tokenExpiresAt || row.tokenExpiresAt <= now.toISOString()) return 'expired';
    await newsletter.confirm(tenant, row.email, now);
    return 'confirmed';
  });
}

/** A signed unsubscribe link: the address leaves the list (kept as unsubscribed, so it is never mailed again). */
export async function unsubscribe(store: Store, tenant: string, email: string, token: string, now: Date): Promise<boolean> {
  const address = normalise(email);
  if (!checkSignedToken('unsubscribe', `${tenant}:${address}`, token, now.getTime())) return false;
  await store.newsletter.unsubscribe(tenant, address, now);
  return true;
}

/** Who is on the list (for staff and the mailer). */
export async function subscribers(store: Store, tenant: string): Promise<Omit<Subscriber, 'tokenExpiresAt'>[]> {
  return (await store.newsletter.list(tenant)).map(({ email, sports, status }) => ({ email, sports, status }));
}

/** What is queued to send, newest first. */
export function outbox(store: Store, tenant: string, limit = 50): Promise<OutboxMessage[]> {
  return store.newsletter.outbox(tenant, limit);
}
