import type { Promotion } from '#schemas/entities/promotion.ts';
import { InjectedStyle } from '../shared/injected-style.tsx';
import { CampaignView, isSponsorLogo } from './campaign.tsx';
import { slideLabel } from './playback.ts';
import type { CarouselConfig } from './swiper-options.ts';

/** Slides per view by breakpoint, as CSS, so the pre-Swiper layout is the one Swiper will make. */
export function PerViewStyle({ id, config }: { id: string; config: CarouselConfig }) {
  if (config.breakpoints.length === 0) return null;
  const css = config.breakpoints
    .map((bp) => `@media (min-width: ${bp.minWidth}px){.promotion-carousel[data-carousel="${id}"]{--promotion-per-view:${bp.perView}}}`)
    .join('');
  return (
    <InjectedStyle
      href={`promotion-per-view-${id}-${config.breakpoints.map((bp) => `${bp.minWidth}x${bp.perView}`).join('-')}`}
      precedence="promotion"
      css={css}
    />
  );
}

/** The server's (and the first client render's) carousel: every slide in one clipped row, at Swiper's size. */
export function StaticSlides({ slides, slidesId, priority }: { slides: Promotion['campaigns']; slidesId: string; priority: boolean }) {
  return (
    <div id={slidesId} className="promotion-track">
      {slides.map((campaign, i) => (
        <div
          key={campaign.id}
          className="promotion-slide"
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel(i, slides.length)}
        >
          <CampaignView campaign={campaign} priority={priority && i === 0} caption={!isSponsorLogo(campaign)} />
        </div>
      ))}
    </div>
  );
}
