import type { Promotion } from '#schemas/entities/promotion.ts';
import { FIXTURE_NOW } from '#fixtures/school/index.ts';
import { PromotionPropsSchema, promotionData, type PromotionData, type PromotionProps } from './promotion.schema.ts';
import { school, sportBy } from '../shared/school.fixtures.ts';

function find(name: string, sportId: number | null = null): Promotion {
  const p = school.promotions.find((x) => x.name === name && x.sport_id === sportId);
  if (!p) throw new Error(`No promotion ${name}/${sportId}`);
  return p;
}

const football = sportBy('mfootbl');
/** A location as the site shows it on the demo school at the fixture date (its running campaigns). */
const shown = (props: PromotionProps) =>
  promotionData({
    promotions: school.promotions,
    name: props.name,
    sportScoped: props.sportScoped,
    sport: null,
    now: new Date(FIXTURE_NOW),
  });
const iconsProps = PromotionPropsSchema.parse({ name: 'header-icons', sportScoped: false });
const sponsorsProps = PromotionPropsSchema.parse({ name: 'footer-sponsors', sportScoped: false });
const hero = find('home-hero');
const sponsors = find('footer-sponsors');

export const promotionFixtures = {
  /** multi + slide with six slides, autoplay 8000 ms, navigation and pagination: the page's priority picture. */
  heroSixSlides: {
    props: PromotionPropsSchema.parse({ name: 'home-hero', sportScoped: false, priority: true }),
    data: { promotion: hero },
  },
  /** multi + slide without swiper_options: the spec 9 carousel defaults (1 per view, 8000 ms, prev/next, dots). */
  carouselDefaults: {
    props: PromotionPropsSchema.parse({ name: 'home-hero', sportScoped: false }),
    data: { promotion: { ...hero, campaigns: hero.campaigns.slice(0, 3), swiper_options: null } },
  },
  single: { props: PromotionPropsSchema.parse({ name: 'sidebar-single' }), data: { promotion: find('sidebar-single') } },
  /** Icon links; the one titled "Tickets" gets the ticket icon and opens in a new window (spec 5). */
  icons: { props: iconsProps, data: shown(iconsProps), from: '/' },
  html: { props: PromotionPropsSchema.parse({ name: 'home-html' }), data: { promotion: find('home-html') } },
  /** html carrying HIDDEN_HTML_PROMOTION_CLASS: the widget must render nothing. */
  hiddenHtml: { props: PromotionPropsSchema.parse({ name: 'hidden-html' }), data: { promotion: find('hidden-html') } },
  /** single + random: the campaign the server picked (random_single). */
  random: { props: PromotionPropsSchema.parse({ name: 'sport-banner' }), data: { promotion: find('sport-banner') } },
  sportVariant: { props: PromotionPropsSchema.parse({ name: 'sport-banner' }), data: { promotion: find('sport-banner', football.id) } },
  /** multi + slide, 2 per view, 3 from 768 px and 5 from 1280 px, Swiper's default autoplay (3000 ms). */
  footerSponsors: { props: sponsorsProps, data: shown(sponsorsProps), from: '/' },
  /** multi + none: every campaign at once, no Swiper. */
  sponsorGrid: {
    props: PromotionPropsSchema.parse({ name: 'footer-sponsors', sportScoped: false }),
    data: { promotion: { ...sponsors, location: { type: 'multi', effect: 'none' }, swiper_options: null } },
  },
  /** The API answered 204. */
  noContent: { props: PromotionPropsSchema.parse({ name: 'no-such-location' }), data: { promotion: null } },
} satisfies Record<string, { props: PromotionProps; data: PromotionData; from?: string }>;
