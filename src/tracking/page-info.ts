import type { PagePayload } from '#schemas/page.ts';
import type { TrackingQuery } from '#schemas/tracking-rules.ts';

/** The route params that name a page's content, in order of preference (the player bio's is spec 2.1 requiresContentId). */
const CONTENT_ID_PARAMS = ['rosterPlayerId', 'gameId', 'coachId', 'supportStaffId', 'inducteeId', 'facilityId', 'podcastId', 'opponentId', 'splashId', 'id'];

export function contentIdOf(params: Record<string, string>): string | null {
  for (const name of CONTENT_ID_PARAMS) {
    const value = params[name];
    if (value !== undefined && /^\d{1,12}$/.test(value)) return value;
  }
  return null;
}

/** spec 7 TrackingTag/search query of a page: its page name, its sport's global name slug, its content id. */
export function trackingQueryOf(payload: PagePayload): TrackingQuery {
  const sport = payload.sport && !payload.sport.non_sport ? payload.sport.global_sport_name_slug : null;
  return { pageTemplate: payload.page.name, sportName: sport, contentId: contentIdOf(payload.page.params) };
}
