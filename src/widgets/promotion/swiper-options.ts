import type { SwiperOptions } from 'swiper/types';
import type { Promotion } from '#schemas/entities/promotion.ts';

// spec 9: promotion carousel defaults (used when a promotion carries no swiper_options).
export const PROMOTION_SLIDES_PER_VIEW = 1;
export const PROMOTION_AUTOPLAY_DELAY_MS = 8000;
export const PROMOTION_SLIDES_PER_GROUP = 1;
// spec 9: Swiper's own autoplay default (swiper_options.autoplay === true): 3 s, no stop on interaction.
export const SWIPER_AUTOPLAY_DELAY_MS = 3000;
export const SWIPER_AUTOPLAY_DISABLE_ON_INTERACTION = false;
// spec 9: slider defaults.
export const SLIDER_SPEED_MS = 300;
export const SLIDER_SWIPE_THRESHOLD_PX = 5;
export const SLIDER_LONG_SWIPE_MS = 300;

/** A promotion's swiper_options resolved against the spec 9 defaults: what the carousel and its frame need. */
export interface CarouselConfig {
  /** Slides per view below the first breakpoint. */
  perView: number;
  /** From each min-width (px, ascending) up: slides per view (Swiper breakpoints, window width). */
  breakpoints: { minWidth: number; perView: number }[];
  /** null: no autoplay (then there is nothing to pause either). */
  autoplayDelayMs: number | null;
  /** Previous / next buttons. */
  navigation: boolean;
  /** One "go to slide" button per position. */
  pagination: boolean;
  /** Rotation pauses while a mouse rests on the slides. */
  pausable: boolean;
}

export function carouselConfig(options: Promotion['swiper_options']): CarouselConfig {
  if (!options) {
    return {
      perView: PROMOTION_SLIDES_PER_VIEW,
      breakpoints: [],
      autoplayDelayMs: PROMOTION_AUTOPLAY_DELAY_MS,
      navigation: true,
      pagination: true,
      pausable: true,
    };
  }
  const breakpoints = Object.entries(options.breakpoints ?? {})
    .map(([minWidth, value]) => ({ minWidth: Number(minWidth), perView: value.slides_per_view }))
    .filter((bp) => Number.isFinite(bp.minWidth) && bp.minWidth >= 0 && bp.perView > 0)
    .sort((a, b) => a.minWidth - b.minWidth);
  const { autoplay } = options;
  return {
    perView: options.slides_per_view > 0 ? options.slides_per_view : PROMOTION_SLIDES_PER_VIEW,
    breakpoints,
    autoplayDelayMs: autoplay === false ? null : autoplay === true ? SWIPER_AUTOPLAY_DELAY_MS : autoplay.delay,
    navigation: options.navigation,
    pagination: options.pagination,
    pausable: options.pausable,
  };
}

/** Slides per view at a window width (the same rule Swiper applies to its breakpoints). */
export function perViewAt(config: CarouselConfig, width: number): number {
  return config.breakpoints.reduce((perView, bp) => (width >= bp.minWidth ? bp.perView : perView), config.perView);
}

/** The largest number of slides ever in view: how many slides the pre-Swiper render lays out. */
export function maxPerView(config: CarouselConfig): number {
  return Math.max(config.perView, ...config.breakpoints.map((bp) => bp.perView));
}

/** Scroll positions (one slide per group): what pagination shows before Swiper reports its snap grid. */
export function positionCount(slideCount: number, perView: number): number {
  return Math.max(1, slideCount - Math.ceil(perView) + 1);
}

/** The Swiper options for a carousel. Navigation and pagination are the frame's own buttons, not Swiper's. */
export function toSwiperOptions(config: CarouselConfig, { reducedMotion = false } = {}): SwiperOptions {
  return {
    slidesPerView: config.perView,
    slidesPerGroup: PROMOTION_SLIDES_PER_GROUP,
    breakpoints: Object.fromEntries(config.breakpoints.map((bp) => [bp.minWidth, { slidesPerView: bp.perView }])),
    // Reduced motion: slides change without the sliding animation.
    speed: reducedMotion ? 0 : SLIDER_SPEED_MS,
    threshold: SLIDER_SWIPE_THRESHOLD_PX,
    longSwipesMs: SLIDER_LONG_SWIPE_MS,
    // "Next" on the last slide goes back to the first, as autoplay does.
    rewind: true,
    autoplay:
      config.autoplayDelayMs === null
        ? false
        : {
            delay: config.autoplayDelayMs,
            disableOnInteraction: SWIPER_AUTOPLAY_DISABLE_ON_INTERACTION,
            pauseOnMouseEnter: config.pausable,
          },
  };
}
