// spec 5 tracking rules, pure (no zod, no DOM): the content API applies them to stored tags, the browser the
// one that depends on a query flag (Google-named tags).
import type { TrackingFlags } from './tracking-flags.ts';
import {
  SCRIPT_SRC,
  STYLE_SRC,
  TRACKING_PLACES,
  type StoredTrackingTag,
  type TrackingObject,
  type TrackingTag,
} from './entities/tracking.ts';

/** spec 7 GET /api/v2/TrackingTag/search query: PageTemplate, SportName, ContentId. */
export interface TrackingQuery {
  pageTemplate: string | null;
  sportName: string | null;
  contentId: string | null;
}

/** A scope list that is empty matches any page; otherwise the page's value must be in it. */
/** A page's content id: its route's numeric id parameter (`rosterPlayerId` on the spec 2.1 requiresContentId route, `gameId`, `id`…). */
export function contentIdOf(params: Record<string, string>): string | null {
  return Object.entries(params).find(([name, value]) => /^id$|Id$/.test(name) && /^\d{1,12}$/.test(value))?.[1] ?? null;
}

/** spec 7 TrackingTag/search query of a page: its page name, its sport's global name slug, its content id. */
export function trackingQueryFor(
  page: { name: string; params: Record<string, string> },
  sport: { non_sport: boolean; global_sport_name_slug: string } | null,
): TrackingQuery {
  return {
    pageTemplate: page.name,
    sportName: sport && !sport.non_sport ? sport.global_sport_name_slug : null,
    contentId: contentIdOf(page.params),
  };
}

export function tagApplies(tag: Pick<StoredTrackingTag, 'pageTemplates' | 'sportNames' | 'contentIds'>, query: TrackingQuery): boolean {
  const fits = (list: readonly string[], value: string | null) => list.length === 0 || (value !== null && list.includes(value));
  return fits(tag.pageTemplates, query.pageTemplate) && fits(tag.sportNames, query.sportName) && fits(tag.contentIds, query.contentId);
}

const objects = (tag: TrackingTag): TrackingObject[] => TRACKING_PLACES.flatMap((place) => (tag[place] ? [tag[place]] : []));

/** spec 5: a tag with an image in its head, open-body or close-body object is dropped (a pixel in disguise). */
export function hasImage(tag: TrackingTag): boolean {
  return objects(tag).some((o) => o.img.length > 0 || [...o.script, ...o.style, ...o.noscript].some((e) => /<img\b/i.test(e.children)));
}

/**
 * Why a tag must never reach a page, or null. spec 5/8: style content with a script tag is "That is not css";
 * a script loads over https or from this site; a stylesheet only from this site (the CSP allows no other).
 */
export function tagProblem(tag: TrackingTag): string | null {
  for (const o of objects(tag)) {
    if (o.style.some((e) => /<\s*\/?\s*script\b/i.test(e.children))) return 'That is not css';
    if (o.script.some((e) => e.attributes.src !== undefined && !SCRIPT_SRC.test(e.attributes.src)))
      return 'A tag script must load over https or from this site';
    if (o.style.some((e) => e.attributes.src !== undefined && !STYLE_SRC.test(e.attributes.src)))
      return 'A tag stylesheet must load from this site';
  }
  return null;
}

/** spec 5: a style is kept only with inline content or a source; a tag left with nothing to inject is dropped. */
export function withUsableStyles(tag: TrackingTag): TrackingTag | null {
  const keep = (o: TrackingObject | null): TrackingObject | null =>
    o && { ...o, style: o.style.filter((e) => e.children.trim() !== '' || Boolean(e.attributes.src)) };
  const next = {
    ...tag,
    trackingHeadObject: keep(tag.trackingHeadObject),
    trackingOpenBodyObject: keep(tag.trackingOpenBodyObject),
    trackingCloseBodyObject: keep(tag.trackingCloseBodyObject),
  };
  return objects(next).some((o) => o.script.length + o.style.length + o.noscript.length > 0) ? next : null;
}

/** spec 5: Google-named tags are skipped when the client tag manager is disabled. */
export function isGoogleNamed(tag: Pick<TrackingTag, 'name'>): boolean {
  return /google/i.test(tag.name);
}

/** The content API's filters (spec 5): images dropped, unusable styles dropped; problems refused through `refuse`. */
export function servableTags(tags: readonly TrackingTag[], refuse: (tag: TrackingTag, reason: string) => void): TrackingTag[] {
  return tags.flatMap((tag) => {
    const problem = tagProblem(tag);
    if (problem) {
      refuse(tag, problem);
      return [];
    }
    if (hasImage(tag)) return [];
    const usable = withUsableStyles(tag);
    return usable ? [usable] : [];
  });
}

// Kept apart from the flags themselves (read on every page) so that only the tracking chunk carries them.
/** The school's own tag manager and analytics (analytics settings) are off: disable_gtm=true or client. */
export const clientGtmDisabled = (flags: Pick<TrackingFlags, 'gtmDisabled'>) =>
  flags.gtmDisabled === 'all' || flags.gtmDisabled === 'client';
/** The provider's tag manager containers (site config gtmIds) are off: disable_gtm=true or the provider's name. */
export const providerGtmDisabled = (flags: Pick<TrackingFlags, 'gtmDisabled'>) =>
  flags.gtmDisabled === 'all' || flags.gtmDisabled === 'provider';
