import type { Router } from 'express';
import * as z from 'zod/mini';
import type { ApiClient } from '#src/data/api-client.ts';
import { takeoverTarget } from '#schemas/entities/splash.ts';

/** spec 9: the takeover call waits at most this long; then the page is shown as usual. */
export const TAKEOVER_TIMEOUT_MS = 7000;
/** How long a followed takeover stays away for this visitor (its cookie). */
const TAKEOVER_COOKIE_MAX_AGE_S = 24 * 3600;

const TakeoversWireSchema = z.object({
  config: z.object({ isConcurrent: z.boolean() }),
  takeovers: z.array(z.object({ type: z.enum(['gameday', 'custom']), id: z.number(), url: z.string(), cookie: z.string() })),
});

function cookieNames(header: string | undefined): Set<string> {
  return new Set(
    (header ?? '')
      .split(';')
      .map((part) => part.split('=')[0]?.trim() ?? '')
      .filter(Boolean),
  );
}

/**
 * spec 4 takeover flow on the server, before the page cache: the home page and sport homes ask
 * the content API for running takeovers; if one applies the visitor is redirected at once (no flash of the page)
 * and its cookie is set so they are not taken over again today. Otherwise the page renders as usual.
 */
export function mountTakeovers(app: Router, api: () => ApiClient, sportIdOf: (slug: string) => Promise<number | null>): void {
  app.get(['/', '/sports/:slug'], async (req, res, next) => {
    const slug = typeof req.params.slug === 'string' ? req.params.slug : null;
    const sportId = slug ? await sportIdOf(slug) : 0;
    if (sportId === null) return next();
    const answer = await api().get('/api/v2/Takeovers', {
      query: { sportId },
      schema: TakeoversWireSchema,
      empty: null,
      timeoutMs: TAKEOVER_TIMEOUT_MS,
    });
    if (!answer || answer.takeovers.length === 0) return next();
    // The page now depends on this visitor's cookies: no shared cache may keep it (CDN-ready caching).
    res.locals.personal = true;
    const have = cookieNames(req.headers.cookie);
    const target = takeoverTarget(answer.takeovers, answer.config.isConcurrent, (name) => have.has(name));
    if (!target) {
      if (answer.takeovers.some((t) => !have.has(t.cookie)))
        console.warn(`Takeover refused for ${req.path}: no safe url among ${answer.takeovers.map((t) => t.id).join(', ')}`);
      return next();
    }
    for (const cookie of target.cookies)
      res.append('Set-Cookie', `${cookie}=1; Max-Age=${TAKEOVER_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax; HttpOnly`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.redirect(302, target.location);
  });
}
