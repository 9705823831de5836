import * as z from 'zod/mini';
import { StoreHtmlSchema } from '../html/store-html.ts';

/** spec 3 Splash content. `sport_id` null: the site-wide splash (home and every page without a sport). */
export const SplashSchema = z.object({
  id: z.number(),
  sport_id: z._default(z.nullable(z.number()), null),
  startDate: z.string(),
  endDate: z._default(z.nullable(z.string()), null),
  backgroundColor: z.string(),
  foregroundColor: z.string(),
  link: z.nullable(z.string()),
  title: z.string(),
  html: z.nullable(StoreHtmlSchema),
  picture: z.nullable(z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() })),
  video: z.nullable(z.object({ provider: z.enum(['youtube', 'archive']), id: z.string() })),
  published: z._default(z.boolean(), true),
});
export type Splash = z.infer<typeof SplashSchema>;

/** spec 5: a splash shows from its start, until its end when it has one. */
export function isSplashLive(splash: Pick<Splash, 'startDate' | 'endDate'>, now: Date): boolean {
  const t = now.getTime();
  return Date.parse(splash.startDate) <= t && (splash.endDate === null || Date.parse(splash.endDate) >= t);
}

export { SPLASH_COOKIE, SPLASH_HIDE } from '../constants.ts';

/** spec 3 Takeover: type, id, url, cookie; plus its window and the sport home it takes over (null: the home page). */
export const TakeoverSchema = z.object({
  id: z.number(),
  type: z.enum(['gameday', 'custom']),
  url: z.string(),
  cookie: z.string().check(z.regex(/^[\w-]{1,64}$/)),
  sport_id: z._default(z.nullable(z.number()), null),
  startDate: z.string(),
  endDate: z.string(),
  published: z._default(z.boolean(), true),
});
export type Takeover = z.infer<typeof TakeoverSchema>;

/**
 * spec 4 takeover flow: candidates are takeovers whose cookie the visitor does not have. Several GameDay takeovers
 * with more than one distinct id, when the config says concurrent, go to the combined page; otherwise the first
 * takeover's url. Only same-site paths and https URLs are followed (a `javascript:` url is refused).
 */
export function takeoverTarget(
  takeovers: readonly Pick<Takeover, 'type' | 'id' | 'url' | 'cookie'>[],
  concurrent: boolean,
  hasCookie: (name: string) => boolean,
): { location: string; cookies: string[] } | null {
  const candidates = takeovers.filter((t) => !hasCookie(t.cookie));
  if (candidates.length === 0) return null;
  const gameday = [...new Set(candidates.filter((t) => t.type === 'gameday').map((t) => t.id))];
  if (concurrent && gameday.length > 1)
    return {
      location: `/gameday/concurrent.aspx?ids=${gameday.join(',')}`,
      cookies: candidates.filter((t) => t.type === 'gameday').map((t) => t.cookie),
    };
  const first = candidates.find((t) => isSafeTarget(t.url));
  return first ? { location: first.url, cookies: [first.cookie] } : null;
}

export function isSafeTarget(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true;
  return URL.canParse(url) && new URL(url).protocol === 'https:';
}
