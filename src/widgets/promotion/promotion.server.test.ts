import { describe, expect, it } from 'vitest';
import { HIDDEN_HTML_PROMOTION_CLASS } from '#schemas/constants.ts';
import type { Promotion } from '#schemas/entities/promotion.ts';
import { buildSchool } from '#fixtures/school/index.ts';
import { sanitize } from '#src/server/sanitize.server.ts';
import { hasHiddenMarker, selectPromotion } from '../shared/promotions.ts';

const school = buildSchool();
const promotions: Promotion[] = school.promotions;
const NOW = new Date('2026-11-21T17:00:00Z');
const football = school.sports.find((s) => s.global_sport_shortname === 'mfootbl')!;

describe('selectPromotion (GET /api/v2/promotions/{name}[/{sportId}])', () => {
  it('answers 204 (null) for an unknown location', () => {
    expect(selectPromotion(promotions, 'no-such-location', null, NOW)).toBeNull();
  });

  it('prefers the sport variant, else the general promotion', () => {
    expect(selectPromotion(promotions, 'sport-banner', football.id, NOW)?.sport_id).toBe(football.id);
    expect(selectPromotion(promotions, 'sport-banner', null, NOW)?.sport_id).toBeNull();
    expect(selectPromotion(promotions, 'sport-banner', 999_999, NOW)?.sport_id).toBeNull();
  });

  it('picks the random campaign on the server and keeps only running campaigns (instants, not strings)', () => {
    const banner = selectPromotion(promotions, 'sport-banner', null, NOW, () => 0.99)!;
    expect(banner.random_single).toEqual(banner.campaigns.at(-1));
    const hero = selectPromotion(promotions, 'home-hero', null, NOW)!;
    expect(hero.campaigns).toHaveLength(6);
    // The sixth slide ends 2027-01-31T23:59:00-05:00, which is 04:59 UTC on Feb 1.
    expect(selectPromotion(promotions, 'home-hero', null, new Date('2027-02-01T04:00:00Z'))!.campaigns).toHaveLength(6);
    expect(selectPromotion(promotions, 'home-hero', null, new Date('2027-02-01T05:00:00Z'))!.campaigns).toHaveLength(5);
    expect(selectPromotion(promotions, 'home-hero', null, new Date('2026-07-31T12:00:00Z'))).toBeNull();
  });

  it('drops html promotions whose html carries the marker class (spec 5)', () => {
    expect(selectPromotion(promotions, 'hidden-html', null, NOW)).toBeNull();
    expect(selectPromotion(promotions, 'home-html', null, NOW)?.campaigns).toHaveLength(1);
    expect(hasHiddenMarker(`<div class="a ${HIDDEN_HTML_PROMOTION_CLASS}">x</div>`)).toBe(true);
    expect(hasHiddenMarker(`<div class="${HIDDEN_HTML_PROMOTION_CLASS}-not">x</div>`)).toBe(false);
    expect(hasHiddenMarker(`<p>${HIDDEN_HTML_PROMOTION_CLASS}</p>`)).toBe(false);
  });
});

describe('promotion html sanitizing', () => {
  it('keeps what the sponsor block needs and makes new-window links safe', () => {
    const html = promotions.find((p) => p.name === 'home-html')!.campaigns[0]!.html!;
    const clean = sanitize(html);
    expect(clean).toContain('<div class="sponsor-block">');
    expect(clean).toContain(
      '<img src="/images/promotions/sponsor-glcu.svg" alt="Great Lakes Credit Union" width="200" height="60" loading="lazy" />',
    );
    expect(clean).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('removes scripts, handlers and javascript: links', () => {
    const clean = sanitize(
      '<a href="javascript:alert(1)" onclick="x()">a</a><script>alert(1)</script><img src="x.png" onerror="y()" srcset="javascript:z 1x">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript/);
  });
});
