import * as z from 'zod/mini';
import type { Sport } from '#schemas/entities/sport.ts';
import { defineWidget } from '#registry/define-widget.ts';

/** What the subscribe and unsubscribed pages say after each step (newsletter double opt-in). */
export const SUBSCRIBE_STATUSES = [
  'form',
  'sent',
  'confirmed',
  'expired',
  'invalid',
  'limited',
  'error',
  'unsubscribed',
  'unsubscribe-failed',
] as const;
export type SubscribeStatus = (typeof SUBSCRIBE_STATUSES)[number];

export const SUBSCRIBE_TEXT = {
  sent: 'Almost done: we sent a confirmation link to that address. Open it within 7 days to start your subscription.',
  confirmed: 'You are subscribed. Watch your inbox for Falcons news.',
  expired: 'That confirmation link has expired. Sign up again and we will send a new one.',
  invalid: 'Please enter a valid email address.',
  limited: 'Too many sign-ups from your connection. Please wait a few minutes and try again.',
  error: 'Sorry, we could not sign you up just now. Please try again.',
  unsubscribed: 'You have been unsubscribed. You will not get any more newsletters from us.',
  'unsubscribe-failed': 'That unsubscribe link is not valid. Use the link in your most recent newsletter, or contact us.',
  badLink: 'That confirmation link is not valid. Sign up again and we will send a new one.',
} as const;

/** How long a confirmation link works, and how long an unsubscribe link does (every newsletter carries a fresh one). */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 3_600_000;
export const UNSUBSCRIBE_TOKEN_TTL_MS = 2 * 365 * 24 * 3_600_000;
/** RFC 5321: an address is at most 254 characters. */
export const MAX_EMAIL_LENGTH = 254;

/** A deliberately plain check (one @, a dot in the domain, no spaces): the confirmation email is the real test. */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/.test(value);
}

export const SubscriptionRequestSchema = z.object({
  email: z.string().check(z.maxLength(1000)),
  sports: z._default(z.array(z.number()).check(z.maxLength(100)), []),
  website: z.optional(z.string().check(z.maxLength(1000))),
});
export type SubscriptionRequest = z.infer<typeof SubscriptionRequestSchema>;

export const SubscribePropsSchema = z.object({
  /** `subscribe` is the sign-up page; `unsubscribed` the landing of an unsubscribe link. */
  variant: z._default(z.enum(['subscribe', 'unsubscribed']), 'subscribe'),
});
export type SubscribeProps = z.infer<typeof SubscribePropsSchema>;

export const SubscribeDataSchema = z.object({
  sports: z.array(z.object({ id: z.number(), title: z.string() })),
  status: z.enum(SUBSCRIBE_STATUSES),
  /** Where the plain form posts (works without JavaScript); with it, the page posts to the content API itself. */
  action: z.string(),
});
export type SubscribeData = z.infer<typeof SubscribeDataSchema>;

const isStatus = (value: string | undefined): value is SubscribeStatus => (SUBSCRIBE_STATUSES as readonly string[]).includes(value ?? '');

/**
 * spec 2.1 subscribe and unsubscribed: the sign-up form with every real sport to choose from, and what the last
 * step did (`?status=`, set by the newsletter's site routes; anything else shows the variant's own state).
 */
export function subscribeData({
  sports,
  status,
  variant,
}: {
  sports: readonly Sport[];
  status: string | undefined;
  variant: SubscribeProps['variant'];
}): SubscribeData {
  const fallback: SubscribeStatus = variant === 'unsubscribed' ? 'unsubscribed' : 'form';
  return {
    sports: sports.filter((s) => !s.non_sport).map((s) => ({ id: s.id, title: s.title })),
    status: isStatus(status) ? status : fallback,
    action: '/subscribe',
  };
}

export const widget = defineWidget({
  name: 'subscribe',
  label: 'Newsletter sign-up (or the unsubscribed landing)',
  description: 'Newsletter sign-up (or the unsubscribed landing).',
  props: SubscribePropsSchema,
  data: SubscribeDataSchema,
});
