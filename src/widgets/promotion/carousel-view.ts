import type { Swiper as SwiperInstance } from 'swiper/types';
import { positionCount, type CarouselConfig } from './swiper-options.ts';

/** What Swiper shows: drives pagination, eager images and impressions. */
export interface View {
  /** Active (first shown) slide. */
  index: number;
  perView: number;
  /** Pagination: scroll positions and the current one. */
  positions: number;
  position: number;
}

export function viewOf(swiper: SwiperInstance): View {
  const perView = swiper.params.slidesPerView;
  return {
    index: swiper.activeIndex,
    perView: typeof perView === 'number' ? Math.ceil(perView) : 1,
    positions: Math.max(1, swiper.snapGrid.length),
    position: swiper.snapIndex,
  };
}

export const sameView = (a: View, b: View) =>
  a.index === b.index && a.perView === b.perView && a.positions === b.positions && a.position === b.position;

/** Before Swiper reports: the first slides at the base slides per view. */
export function initialView(slideCount: number, config: CarouselConfig): View {
  return { index: 0, perView: Math.ceil(config.perView), positions: positionCount(slideCount, config.perView), position: 0 };
}
