// The department's outward links (issue 9, part 5): partners, tickets and social accounts. Pure mappers live
// here so the resolvers, fixtures and tests build the same data.
import * as z from 'zod/mini';
import type { Campaign } from '../entities/promotion.ts';
import type { Sport } from '../entities/sport.ts';

export const PartnersPropsSchema = z.object({
  /** The promotion location whose campaigns are the partners (the footer sponsor rotator by default). */
  location: z._default(z.string(), 'footer-sponsors'),
});
export type PartnersProps = z.infer<typeof PartnersPropsSchema>;

const ImageSchema = z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() });

export const PartnersDataSchema = z.object({
  partners: z.array(z.object({ id: z.number(), title: z.string(), url: z.nullable(z.string()), logo: z.nullable(ImageSchema) })),
});
export type PartnersData = z.infer<typeof PartnersDataSchema>;

/** Sponsor logos are drawn 16:5, the promotion images' aspect (their height is not stored). */
const LOGO_ASPECT = 3.2;
const LOGO_WIDTH = 320;

/** A campaign as a partner: its logo at the breakpoint image closest to 320 px wide, its link (http(s) only). */
export function partnerOf(c: Campaign): PartnersData['partners'][number] {
  const images = (c.picture?.images ?? []).map((i) => ({ ...i, width: i.width ?? LOGO_WIDTH }));
  const best = images.toSorted((a, b) => Math.abs(a.width - LOGO_WIDTH) - Math.abs(b.width - LOGO_WIDTH))[0];
  const url = c.link && /^(https?:\/\/|\/)/.test(c.link) ? c.link : null;
  return { id: c.id, title: c.title, url, logo: best ? { url: best.image, alt: best.alt || `${c.title} logo`, width: best.width, height: Math.round(best.width / LOGO_ASPECT) } : null };
}

export const TicketsPropsSchema = z.object({});
export type TicketsProps = z.infer<typeof TicketsPropsSchema>;

export const TicketsDataSchema = z.object({
  /** The athletics ticket office (the general, non-sport entry's tickets link). */
  office: z.nullable(z.string()),
  sports: z.array(z.object({
    title: z.string(),
    url: z.string(),
    tickets: z.string(),
    nextHome: z.nullable(z.object({ date: z.string(), time: z.string(), opponent: z.string(), location: z.string(), tickets: z.string() })),
  })),
});
export type TicketsData = z.infer<typeof TicketsDataSchema>;

export const SocialAccountsPropsSchema = z.object({});
export type SocialAccountsProps = z.infer<typeof SocialAccountsPropsSchema>;

/** spec 9 social channels the Sport entity carries handles for (spec 3). */
export const SOCIAL_CHANNELS = ['facebook', 'twitter', 'instagram', 'youtube', 'pinterest'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];
export const SOCIAL_CHANNEL_NAMES: Record<SocialChannel, string> = { facebook: 'Facebook', twitter: 'X (Twitter)', instagram: 'Instagram', youtube: 'YouTube', pinterest: 'Pinterest' };

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
