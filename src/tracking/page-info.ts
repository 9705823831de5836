import type { PagePayload } from '#schemas/page.ts';
import type { TrackingQuery } from '#schemas/tracking-rules.ts';

/** A page's content id: its route's numeric id parameter (`rosterPlayerId` on the spec 2.1 requiresContentId route, `gameId`, `id`…). */
export function contentIdOf(params: Record<string, string>): string | null {
  return Object.entries(params).find(([name, value]) => /^id$|Id$/.test(name) && /^\d{1,12}$/.test(value))?.[1] ?? null;
}

/** spec 7 TrackingTag/search query of a page: its page name, its sport's global name slug, its content id. */
export function trackingQueryOf(payload: PagePayload): TrackingQuery {
  const sport = payload.sport && !payload.sport.non_sport ? payload.sport.global_sport_name_slug : null;
  return { pageTemplate: payload.page.name, sportName: sport, contentId: contentIdOf(payload.page.params) };
}
