import { describe, expect, it } from 'vitest';
import { seededStore } from '#tests/support/seeded-store.ts';
import type { SubscribeData } from '#src/widgets/subscribe/subscribe.schema.ts';
import { CLIENT_IP_HEADER } from '../forms/rate-limit.server.ts';
import { confirm, outbox, subscribe, subscribers, unsubscribe } from './newsletter.server.ts';

const ctx = seededStore('newsletter');
const links = { baseUrl: 'https://www.example.edu', siteName: 'Northfield State Athletics' };
const NOW = new Date('2026-11-21T17:00:00Z');
const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

/** The link of a kind (`/subscribe/confirm`, `/subscribe/unsubscribe`) in the newest message to `to`. */
async function linkIn(to: string, path: string): Promise<URL> {
  const message = (await outbox(ctx.store, ctx.school.tenant)).find((m) => m.to === to)!;
  const href = message.body.split(/\s+/).find((word) => word.startsWith(`${links.baseUrl}${path}`));
  if (!href) throw new Error(`No ${path} link in "${message.body}"`);
  return new URL(href);
}

describe('newsletter double opt-in', () => {
  it('a sign-up is pending until the link in its message confirms it, once', async () => {
    const t = ctx.school.tenant;
    await subscribe(ctx.store, t, { email: ' Fan@Example.com ', sports: [2, 2, 3] }, links, NOW);
    expect(await subscribers(ctx.store, t)).toContainEqual({ email: 'fan@example.com', sports: [2, 3], status: 'pending' });
    const token = (await linkIn('fan@example.com', '/subscribe/confirm')).searchParams.get('token')!;
    expect(await confirm(ctx.store, t, 'x'.repeat(43), NOW)).toBe('invalid');
    expect(await confirm(ctx.store, t, token, later(1))).toBe('confirmed');
    expect(await confirm(ctx.store, t, token, later(1))).toBe('invalid');
    expect((await subscribers(ctx.store, t)).find((s) => s.email === 'fan@example.com')?.status).toBe('confirmed');
  });

  it('a confirmation link expires after 7 days; signing up again sends a new one', async () => {
    const t = ctx.school.tenant;
    await subscribe(ctx.store, t, { email: 'late@example.com', sports: [] }, links, NOW);
    const stale = (await linkIn('late@example.com', '/subscribe/confirm')).searchParams.get('token')!;
    expect(await confirm(ctx.store, t, stale, later(8))).toBe('expired');
    await subscribe(ctx.store, t, { email: 'late@example.com', sports: [] }, links, later(8));
    const fresh = (await linkIn('late@example.com', '/subscribe/confirm')).searchParams.get('token')!;
    expect(await confirm(ctx.store, t, stale, later(8))).toBe('invalid');
    expect(await confirm(ctx.store, t, fresh, later(9))).toBe('confirmed');
  });

  it('a confirmed address signing up again is told so, with an unsubscribe link that works; a forged one does not', async () => {
    const t = ctx.school.tenant;
    await subscribe(ctx.store, t, { email: 'fan@example.com', sports: [] }, links, later(2));
    const message = (await outbox(ctx.store, t)).find((m) => m.to === 'fan@example.com')!;
    expect(message.subject).toMatch(/already subscribed/);
    expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = await linkIn('fan@example.com', '/subscribe/unsubscribe');
    expect(await unsubscribe(ctx.store, t, 'other@example.com', link.searchParams.get('token')!, later(2))).toBe(false);
    expect(await unsubscribe(ctx.store, t, link.searchParams.get('email')!, link.searchParams.get('token')!, later(2))).toBe(true);
    expect((await subscribers(ctx.store, t)).find((s) => s.email === 'fan@example.com')?.status).toBe('unsubscribed');
  });

  it('the API: 202 for a good sign-up, 422 for a bad address or sport, honeypot stores nothing, cross-site 403, then 429', async () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      ctx.request('/newsletter/subscriptions', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: '203.0.113.9', ...headers },
      });
    expect((await post({ email: 'api@example.com', sports: [2] })).status).toBe(202);
    const bad = await post({ email: 'not an address', sports: [99999] });
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields)).toEqual(['email', 'sports']);
    expect((await post({ email: 'bot@example.com', website: 'http://spam.example' })).status).toBe(202);
    expect((await subscribers(ctx.store, ctx.school.tenant)).map((s) => s.email)).not.toContain('bot@example.com');
    expect((await post({ email: 'x@example.com' }, { origin: 'https://evil.example' })).status).toBe(403);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post({ email: `n${i}@example.com` })).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('the page shows the form with every real sport, and a known ?status= only', async () => {
    const data = await ctx.widget<SubscribeData>('/subscribe?status=sent', 'subscribe');
    expect(data.status).toBe('sent');
    expect(data.sports.length).toBe(ctx.school.sports.filter((s) => !s.non_sport).length);
    expect((await ctx.widget<SubscribeData>('/subscribe?status=<script>', 'subscribe')).status).toBe('form');
    expect((await ctx.widget<SubscribeData>('/unsubscribed', 'subscribe')).status).toBe('unsubscribed');
  });
});
