import { describe, expect, it } from 'vitest';
import { BLACKOUT_DEFAULT_MESSAGE, MediaFlagsSchema, mediaAccess, seriesRequiresAuth } from './media.ts';

const flags = (f: Partial<ReturnType<typeof MediaFlagsSchema.parse>>) => MediaFlagsSchema.parse(f);
const visitor = { authorized: false };

describe('media flags (spec 3, 4)', () => {
  it('free plays; auth_only_required asks to sign in; premium asks to subscribe; a blackout says why', () => {
    expect(mediaAccess(flags({}), visitor)).toEqual({ kind: 'play' });
    expect(mediaAccess(flags({ free: false, auth_only_required: true }), visitor)).toEqual({ kind: 'sign-in' });
    expect(mediaAccess(flags({ free: false, premium: true }), visitor)).toEqual({ kind: 'subscribe' });
    expect(mediaAccess(flags({ free: false }), visitor)).toEqual({ kind: 'sign-in' });
    expect(mediaAccess(flags({ blackedOut: true, blackedOutMessage: 'Blacked out in Ohio' }), visitor)).toEqual({
      kind: 'blacked-out',
      message: 'Blacked out in Ohio',
    });
    expect(mediaAccess(flags({ blackedOut: true }), { authorized: true })).toEqual({
      kind: 'blacked-out',
      message: BLACKOUT_DEFAULT_MESSAGE,
    });
  });

  it('an authorised viewer or file plays what is not free', () => {
    expect(mediaAccess(flags({ free: false, premium: true }), { authorized: true })).toEqual({ kind: 'play' });
    expect(mediaAccess(flags({ free: false, premium: true, authorized: true }), visitor)).toEqual({ kind: 'play' });
  });

  it('a series requires authentication when no episode is free', () => {
    expect(seriesRequiresAuth([{ media: flags({ free: false }) }, { media: flags({ free: false, premium: true }) }])).toBe(true);
    expect(seriesRequiresAuth([{ media: flags({ free: false }) }, { media: flags({}) }])).toBe(false);
    expect(seriesRequiresAuth([])).toBe(true);
  });
});
