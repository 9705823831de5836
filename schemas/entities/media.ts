import * as z from 'zod/mini';

/** spec 3: the flags a media file (podcast episode, video or audio clip) carries. */
export const MediaFlagsSchema = z.object({
  /** The provider has authorised this viewer (a staff preview here: no fan accounts exist, spec 6). */
  authorized: z._default(z.boolean(), false),
  blackedOut: z._default(z.boolean(), false),
  blackedOutMessage: z._default(z.nullable(z.string()), null),
  free: z._default(z.boolean(), true),
  auth_only_required: z._default(z.boolean(), false),
  premium: z._default(z.boolean(), false),
});
export type MediaFlags = z.infer<typeof MediaFlagsSchema>;

/** What a visitor gets for one media file. */
export type MediaAccess = { kind: 'play' } | { kind: 'sign-in' } | { kind: 'subscribe' } | { kind: 'blacked-out'; message: string };

export const BLACKOUT_DEFAULT_MESSAGE = 'This broadcast is not available in your area.';

/**
 * The media flags decide who plays what: a blackout wins over everything (with its message); free
 * or authorised media plays; premium asks for a subscription; anything else that is not free asks to sign in
 * (auth_only_required, or no flag at all). Visitors are anonymous (spec 6), so they meet the prompts.
 */
export function mediaAccess(flags: MediaFlags, viewer: { authorized: boolean }): MediaAccess {
  if (flags.blackedOut) return { kind: 'blacked-out', message: flags.blackedOutMessage ?? BLACKOUT_DEFAULT_MESSAGE };
  if (flags.free || flags.authorized || viewer.authorized) return { kind: 'play' };
  if (flags.premium) return { kind: 'subscribe' };
  return { kind: 'sign-in' };
}

/** spec 4: a series requires authentication when no episode is free. */
export function seriesRequiresAuth(episodes: readonly { media: MediaFlags }[]): boolean {
  return !episodes.some((episode) => episode.media.free);
}
