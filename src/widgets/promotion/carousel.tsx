// Loaded only for multi/slide promotions (dynamic import in carousel-frame.tsx): Swiper and its CSS stay out
// of every other page's JavaScript (ARCHITECTURE: "Swiper only where a carousel is").
import { useMemo } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import type { Campaign } from '#schemas/entities/promotion.ts';
import { CampaignView, isSponsorLogo } from './campaign.tsx';
import { SLIDE_LABEL_TEMPLATE } from './playback.ts';
import { toSwiperOptions, type CarouselConfig } from './swiper-options.ts';

const MODULES = [A11y, Autoplay];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface CarouselProps {
  slides: readonly Campaign[];
  config: CarouselConfig;
  /** The id of the slides' container, named by the frame's controls (aria-controls). */
  slidesId: string;
  /** Slides before this index load eagerly (the shown ones and the next group). */
  eagerBefore: number;
  /** The page's priority promotion (the hero): its first slide keeps the priority the static row gave it. */
  priority: boolean;
  onSwiper(swiper: SwiperInstance): void;
  /** Active slide, slides per view or snap grid changed. */
  onChange(swiper: SwiperInstance): void;
}

export function Carousel({ slides, config, slidesId, eagerBefore, priority, onSwiper, onChange }: CarouselProps) {
  const options = useMemo(() => toSwiperOptions(config, { reducedMotion: prefersReducedMotion() }), [config]);
  const a11y = useMemo(
    () => ({
      id: slidesId,
      itemRoleDescriptionMessage: 'slide',
      slideLabelMessage: SLIDE_LABEL_TEMPLATE,
      // The frame around Swiper is the labelled carousel region; Swiper's container needs no role of its own.
      containerRoleDescriptionMessage: null,
    }),
    [slidesId],
  );
  return (
    <Swiper
      {...options}
      modules={MODULES}
      a11y={a11y}
      className="promotion-swiper"
      onSwiper={onSwiper}
      onSlideChange={onChange}
      onBreakpoint={onChange}
      onSnapGridLengthChange={onChange}
    >
      {slides.map((campaign, i) => (
        <SwiperSlide key={campaign.id} className="promotion-slide">
          <CampaignView campaign={campaign} eager={i < eagerBefore} priority={priority && i === 0} caption={!isSponsorLogo(campaign)} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
