// Choosing a promotion for a location (spec 5), pure: the promotion and partners widgets, their fixtures and the
// promotions route share it.
import { HIDDEN_HTML_PROMOTION_CLASS } from '#schemas/constants.ts';
import type { Campaign, Promotion } from '#schemas/entities/promotion.ts';

// The marker is one of an element's classes; sanitized html always quotes attributes with ".
const HIDDEN_MARKER = new RegExp(`class="(?:[^"]*\\s)?${HIDDEN_HTML_PROMOTION_CLASS}(?=[\\s"])`);

/** spec 5: an html promotion whose html carries the marker class is not shown. */
export function hasHiddenMarker(html: string | null): boolean {
  return html !== null && HIDDEN_MARKER.test(html);
}

/** Dates carry offsets ('2026-08-01T00:00:00-04:00'): compare instants, not strings. */
function isRunning(campaign: Campaign, nowMs: number): boolean {
  const starts = campaign.start_date ? Date.parse(campaign.start_date) : Number.NaN;
  const ends = campaign.end_date ? Date.parse(campaign.end_date) : Number.NaN;
  return !(starts > nowMs) && !(ends < nowMs);
}

/**
 * GET /api/v2/promotions/{name}[/{sportId}] from already sanitized promotions: the sport's variant of a
 * location when it has one, else the general one; only campaigns running `now`; null (the API's 204) when
 * nothing is left or an html promotion carries the hidden marker. `random` picks the random campaign.
 */
export function selectPromotion(
  all: readonly Promotion[],
  name: string,
  sportId: number | null,
  now: Date,
  random: () => number = Math.random,
): Promotion | null {
  const candidates = all.filter((p) => p.name === name);
  const promotion =
    (sportId !== null ? candidates.find((p) => p.sport_id === sportId) : undefined) ?? candidates.find((p) => p.sport_id === null);
  if (!promotion) return null;
  const nowMs = now.getTime();
  const campaigns = promotion.campaigns.filter((c) => isRunning(c, nowMs));
  const single = promotion.single && isRunning(promotion.single, nowMs) ? promotion.single : null;
  if (campaigns.length === 0 && !single) return null;
  if (promotion.location.type === 'html' && [single, ...campaigns].some((c) => c && hasHiddenMarker(c.html))) return null;
  return {
    ...promotion,
    campaigns,
    single,
    // The random pick is made on the server so the page hydrates without a mismatch.
    random_single: promotion.location.effect === 'random' ? (campaigns[Math.floor(random() * campaigns.length)] ?? single) : null,
  };
}
