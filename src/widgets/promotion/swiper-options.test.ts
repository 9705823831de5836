import { describe, expect, it } from 'vitest';
import { promotionFixtures } from './promotion.fixtures.ts';
import { isPlaying, rotatorButtonLabel, slideLabel } from './playback.ts';
import {
  carouselConfig,
  maxPerView,
  perViewAt,
  positionCount,
  PROMOTION_AUTOPLAY_DELAY_MS,
  SLIDER_LONG_SWIPE_MS,
  SLIDER_SPEED_MS,
  SLIDER_SWIPE_THRESHOLD_PX,
  SWIPER_AUTOPLAY_DELAY_MS,
  toSwiperOptions,
} from './swiper-options.ts';

const hero = promotionFixtures.heroSixSlides.data.promotion;
const sponsors = promotionFixtures.footerSponsors.data.promotion;

describe('swiper_options → Swiper (spec 9)', () => {
  it('uses the promotion carousel defaults without options: 1 per view, 8000 ms, one per group', () => {
    const config = carouselConfig(null);
    expect(config).toMatchObject({ perView: 1, autoplayDelayMs: PROMOTION_AUTOPLAY_DELAY_MS, breakpoints: [] });
    expect(toSwiperOptions(config)).toMatchObject({
      slidesPerView: 1,
      slidesPerGroup: 1,
      speed: SLIDER_SPEED_MS,
      threshold: SLIDER_SWIPE_THRESHOLD_PX,
      longSwipesMs: SLIDER_LONG_SWIPE_MS,
      autoplay: { delay: 8000, disableOnInteraction: false },
    });
    expect([SLIDER_SPEED_MS, SLIDER_SWIPE_THRESHOLD_PX, SLIDER_LONG_SWIPE_MS]).toEqual([300, 5, 300]);
  });

  it('maps the hero: its own delay, navigation and pagination', () => {
    const config = carouselConfig(hero!.swiper_options);
    expect(config).toMatchObject({ perView: 1, autoplayDelayMs: 8000, navigation: true, pagination: true, pausable: true });
    expect(toSwiperOptions(config).autoplay).toEqual({ delay: 8000, disableOnInteraction: false, pauseOnMouseEnter: true });
  });

  it('maps the sponsors: autoplay true is Swiper’s 3000 ms default, breakpoints sorted by min-width', () => {
    const config = carouselConfig(sponsors!.swiper_options);
    expect(SWIPER_AUTOPLAY_DELAY_MS).toBe(3000);
    expect(config.autoplayDelayMs).toBe(3000);
    expect(config.breakpoints).toEqual([
      { minWidth: 768, perView: 3 },
      { minWidth: 1280, perView: 5 },
    ]);
    expect(toSwiperOptions(config).breakpoints).toEqual({ 768: { slidesPerView: 3 }, 1280: { slidesPerView: 5 } });
    expect([perViewAt(config, 375), perViewAt(config, 768), perViewAt(config, 1279), perViewAt(config, 1920)]).toEqual([2, 3, 3, 5]);
    expect(maxPerView(config)).toBe(5);
  });

  it('turns autoplay off when asked and animates nothing for reduced motion', () => {
    const config = carouselConfig({ ...sponsors!.swiper_options!, autoplay: false });
    expect(config.autoplayDelayMs).toBeNull();
    expect(toSwiperOptions(config, { reducedMotion: true })).toMatchObject({ autoplay: false, speed: 0 });
  });

  it('counts scroll positions for pagination', () => {
    expect([positionCount(6, 1), positionCount(5, 2), positionCount(5, 5), positionCount(2, 5)]).toEqual([6, 4, 1, 1]);
  });
});

describe('play state (spec 2.5, 4)', () => {
  it('follows the skip link unless the carousel’s own button decided', () => {
    expect(isPlaying(true, false, null)).toBe(true);
    expect(isPlaying(true, true, null)).toBe(false);
    expect(isPlaying(false, false, null)).toBe(false);
    // Paused by its own button: "Play All Rotators" does not resume it.
    expect(isPlaying(true, false, { playing: false, globalPaused: true })).toBe(false);
    // Played by its own button while all were paused: it plays until the skip link is used again.
    expect(isPlaying(true, true, { playing: true, globalPaused: true })).toBe(true);
    expect(isPlaying(true, false, { playing: true, globalPaused: true })).toBe(true);
    expect(isPlaying(true, true, { playing: true, globalPaused: false })).toBe(false);
  });

  it('labels the controls and slides', () => {
    expect([rotatorButtonLabel(true), rotatorButtonLabel(false)]).toEqual(['Pause rotator', 'Play rotator']);
    expect(slideLabel(0, 6)).toBe('1 of 6');
  });
});
