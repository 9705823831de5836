import type { PagePayload } from '#schemas/page.ts';
import { trackingQueryFor, type TrackingQuery } from '#schemas/tracking-rules.ts';

export { contentIdOf } from '#schemas/tracking-rules.ts';

/** spec 7 TrackingTag/search query of a page: its page name, its sport's global name slug, its content id. */
export function trackingQueryOf(payload: PagePayload): TrackingQuery {
  return trackingQueryFor(payload.page, payload.sport);
}
