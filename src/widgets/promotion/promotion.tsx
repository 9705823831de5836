import { lazy } from 'react';
import { HIDDEN_HTML_PROMOTION_CLASS } from '#schemas/constants.ts';
import type { Campaign, Promotion as PromotionEntity } from '#schemas/entities/promotion.ts';
import type { PromotionData, PromotionProps } from './promotion.schema.ts';
import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { CampaignView } from './campaign.tsx';
import { PromotionIcons } from './icons.tsx';
import { useImpressions } from './impressions.ts';

// Carousel code (and, from there, Swiper) downloads only for pages that show a carousel; the server and
// hydration wait for it inside the widget's Suspense boundary, so the page never shows a fallback for it.
const CarouselFrame = lazy(() => import('./carousel-frame.tsx').then((module) => ({ default: module.CarouselFrame })));

// The marker is one of the classes of an element (sanitized html always quotes attributes with ").
const HIDDEN_MARKER = new RegExp(`class="(?:[^"]*\\s)?${HIDDEN_HTML_PROMOTION_CLASS}(?=[\\s"])`);

/** spec 5: an html promotion whose html carries the marker class shows nothing (the API already drops it). */
export function isHiddenHtmlPromotion(promotion: PromotionEntity): boolean {
  if (promotion.location.type !== 'html') return false;
  return [promotion.single, ...promotion.campaigns].some((campaign) => campaign?.html && HIDDEN_MARKER.test(campaign.html));
}

/** A carousel needs Swiper: multi + slide with more than one campaign. */
export function isCarousel(promotion: PromotionEntity): boolean {
  return promotion.location.type === 'multi' && promotion.location.effect === 'slide' && promotion.campaigns.length > 1;
}

/** What a non-carousel promotion shows: the server's random pick, the single campaign, or every campaign. */
export function shownCampaigns(promotion: PromotionEntity): Campaign[] {
  const { type, effect } = promotion.location;
  if (type === 'icons' || (type === 'multi' && effect !== 'random')) return promotion.campaigns;
  const one = effect === 'random' ? (promotion.random_single ?? promotion.campaigns[0]) : (promotion.single ?? promotion.campaigns[0]);
  return one ? [one] : [];
}

function promotionLabel(promotion: PromotionEntity): string {
  return `${promotion.name.replace(/[-_]+/g, ' ')} promotion`;
}

function StillPromotion({ promotion, label, priority }: { promotion: PromotionEntity; label: string; priority: boolean }) {
  const campaigns = shownCampaigns(promotion);
  useImpressions(campaigns.map((campaign) => campaign.id));
  const { type } = promotion.location;
  if (campaigns.length === 0) return null;
  if (type === 'icons') return <PromotionIcons label={label} campaigns={campaigns} />;
  if (campaigns.length > 1) {
    return (
      <aside className={`promotion promotion-${type} promotion-grid`} aria-label={label}>
        <ul>
          {campaigns.map((campaign, i) => (
            <li key={campaign.id}>
              <CampaignView campaign={campaign} priority={priority && i === 0} />
            </li>
          ))}
        </ul>
      </aside>
    );
  }
  // A random pick is marked: a different campaign on each render is expected (screenshot tests mask it).
  const random = promotion.location.effect === 'random' ? ' promotion-random' : '';
  return (
    <aside className={`promotion promotion-${type}${random}`} aria-label={label}>
      <CampaignView campaign={campaigns[0]!} priority={priority} />
    </aside>
  );
}

/** spec 3, 5, 9: a promotion location of type single, html, icons or multi with effect random, none or slide. */
export default function Promotion({ data, id, props }: WidgetComponentProps<PromotionProps, PromotionData>) {
  const promotion = data.promotion;
  // spec 7: 204 (no content) shows nothing.
  if (!promotion || isHiddenHtmlPromotion(promotion)) return null;
  const label = promotionLabel(promotion);
  if (isCarousel(promotion)) return <CarouselFrame id={id} label={label} promotion={promotion} priority={props.priority} />;
  return <StillPromotion promotion={promotion} label={label} priority={props.priority} />;
}
