// Social accounts (spec 2.1): the department's and each sport's. The pure mappers live here so the resolver, fixtures
// and tests build the same data.
import * as z from 'zod/mini';
import type { Sport } from '#schemas/entities/sport.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const SocialAccountsPropsSchema = z.object({});
export type SocialAccountsProps = z.infer<typeof SocialAccountsPropsSchema>;

/** spec 9 social channels the Sport entity carries handles for (spec 3). */
export const SOCIAL_CHANNELS = ['facebook', 'twitter', 'instagram', 'youtube', 'pinterest'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];
export const SOCIAL_CHANNEL_NAMES: Record<SocialChannel, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

const AccountSchema = z.object({ channel: z.enum(SOCIAL_CHANNELS), handle: z.string(), url: z.string() });
export type SocialAccount = z.infer<typeof AccountSchema>;

export const SocialAccountsDataSchema = z.object({
  groups: z.array(z.object({ title: z.string(), url: z.nullable(z.string()), accounts: z.array(AccountSchema) })),
});
export type SocialAccountsData = z.infer<typeof SocialAccountsDataSchema>;

const CHANNEL_URL: Record<SocialChannel, (handle: string) => string> = {
  facebook: (h) => `https://www.facebook.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}/`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  pinterest: (h) => `https://www.pinterest.com/${h}/`,
};

/**
 * A stored social value as an account: stores hold either a full URL or a bare handle (spec 3 "social
 * handles"); a handle becomes the channel's profile URL, a URL is kept (http(s) only) and named by its last part.
 */
export function accountOf(channel: SocialChannel, value: string | null): SocialAccount | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    if (!URL.canParse(text)) return null;
    const handle = decodeURIComponent(new URL(text).pathname.split('/').filter(Boolean).at(-1) ?? text).replace(/^@/, '');
    return { channel, handle, url: text };
  }
  const handle = text.replace(/^@/, '');
  return /^[\w.-]{1,100}$/.test(handle) ? { channel, handle, url: CHANNEL_URL[channel](encodeURIComponent(handle)) } : null;
}

export function accountsOf(sport: Sport): SocialAccount[] {
  return SOCIAL_CHANNELS.map((c) => accountOf(c, sport[c])).filter((a) => a !== null);
}

/** The department's accounts (under the athletics name), then each sport's own; groups without any are left out. */
export function socialAccountsData({ athleticsName, sports }: { athleticsName: string; sports: readonly Sport[] }): SocialAccountsData {
  const groups = [
    ...sports.filter((s) => s.non_sport).map((s) => ({ title: athleticsName, url: null, accounts: accountsOf(s) })),
    ...sports
      .filter((s) => !s.non_sport)
      .map((s) => ({ title: s.title, url: `/sports/${s.global_sport_name_slug}`, accounts: accountsOf(s) })),
  ];
  return { groups: groups.filter((g) => g.accounts.length > 0) };
}

export const widget = defineWidget({
  name: 'social-accounts',
  label: 'Social media accounts',
  description: "The department's and the sports' social media accounts.",
  props: SocialAccountsPropsSchema,
  data: SocialAccountsDataSchema,
});
