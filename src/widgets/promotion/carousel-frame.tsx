import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { Promotion } from '#schemas/entities/promotion.ts';
import { useRotators } from '#src/chrome/rotators.tsx';
import { CarouselControls } from './carousel-controls.tsx';
import { PerViewStyle, StaticSlides } from './carousel-static.tsx';
import { initialView, sameView, viewOf, type View } from './carousel-view.ts';
import { useImpressions } from './impressions.ts';
import { isPlaying, type OwnChoice } from './playback.ts';
import { carouselConfig } from './swiper-options.ts';

type CarouselComponent = (typeof import('./carousel.tsx'))['Carousel'];

let carouselChunk: Promise<CarouselComponent> | null = null;

/** The Swiper chunk, requested once per page; a failed load is retried by the next carousel that mounts. */
function loadCarousel(): Promise<CarouselComponent> {
  carouselChunk ??= import('./carousel.tsx').then(
    (module) => module.Carousel,
    (error: unknown) => {
      carouselChunk = null;
      throw error;
    },
  );
  return carouselChunk;
}

/**
 * Swiper is needed only to move slides: the first slides are already on screen (rendered on the server). It
 * loads when the visitor reaches for the carousel, or this long before the first autoplay advance.
 */
export const SWIPER_LOAD_LEAD_MS = 2000;

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * A multi/slide promotion (spec 3, 9). The frame (label, size, controls, play state, impressions) is rendered
 * on the server; Swiper loads after hydration and replaces the static row in the same reserved box.
 */
export function CarouselFrame({
  id,
  label,
  promotion,
  priority,
}: {
  id: string;
  label: string;
  promotion: Promotion;
  /** The page's priority promotion (the hero): its first slide is fetched ahead of scripts. */
  priority: boolean;
}) {
  const slides = promotion.campaigns;
  const config = useMemo(() => carouselConfig(promotion.swiper_options), [promotion.swiper_options]);
  const { paused: globalPaused } = useRotators();
  const [own, setOwn] = useState<OwnChoice | null>(null);
  const [Carousel, setCarousel] = useState<CarouselComponent | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [view, setView] = useState<View>(() => initialView(slides.length, config));
  const canPlay = config.autoplayDelayMs !== null;
  const playing = isPlaying(canPlay, globalPaused, own);
  const slidesId = `${id}-slides`;
  const [wanted, setWanted] = useState(false);
  const pending = useRef<((instance: SwiperInstance) => void) | null>(null);
  const want = useCallback(() => setWanted(true), []);

  // A playing carousel fetches Swiper shortly before its first advance; a still one waits for the visitor.
  useEffect(() => {
    if (wanted || !playing || config.autoplayDelayMs === null) return;
    const timer = setTimeout(want, Math.max(0, config.autoplayDelayMs - SWIPER_LOAD_LEAD_MS));
    return () => clearTimeout(timer);
  }, [wanted, playing, config.autoplayDelayMs, want]);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadCarousel().then(
      (component) => live && setCarousel(() => component),
      (error: unknown) => console.error(`[promotion] ${id}: the carousel failed to load`, error),
    );
    return () => {
      live = false;
    };
  }, [id, wanted]);

  // spec 4: the skip link and this carousel's own button start and stop Swiper's autoplay.
  useEffect(() => {
    if (!swiper || swiper.destroyed || !canPlay) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
    // A rotating carousel does not announce every slide; a still one announces the slide a visitor picks.
    swiper.wrapperEl.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [swiper, playing, canPlay]);

  const onChange = useCallback((instance: SwiperInstance) => {
    const next = viewOf(instance);
    setView((current) => (sameView(current, next) ? current : next));
  }, []);
  const onSwiper = useCallback(
    (instance: SwiperInstance) => {
      setSwiper(instance);
      onChange(instance);
      // A control used while Swiper was still loading takes effect now.
      pending.current?.(instance);
      pending.current = null;
    },
    [onChange],
  );

  // spec 9: each slide counts an impression when it comes into view.
  useImpressions(slides.slice(view.index, view.index + view.perView).map((campaign) => campaign.id));

  // WAI-ARIA carousel pattern: keyboard focus on a slide stops the rotation until the visitor plays it again.
  function onFocus(event: FocusEvent<HTMLDivElement>) {
    if (playing && isKeyboardFocus(event.target)) setOwn({ playing: false, globalPaused });
  }

  const live = swiper && !swiper.destroyed ? swiper : null;
  const act = (action: (instance: SwiperInstance) => void) => {
    if (live) return action(live);
    pending.current = action;
    want();
  };
  return (
    <section
      className="promotion promotion-multi promotion-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={id}
      data-playing={playing}
      style={{ '--promotion-per-view-base': config.perView } as CSSProperties}
    >
      <PerViewStyle id={id} config={config} />
      <div className="promotion-viewport" onFocus={onFocus} onPointerEnter={want} onTouchStart={want} onFocusCapture={want}>
        {Carousel ? (
          <Carousel
            slides={slides}
            config={config}
            slidesId={slidesId}
            eagerBefore={view.index + 2 * view.perView}
            priority={priority}
            onSwiper={onSwiper}
            onChange={onChange}
          />
        ) : (
          <StaticSlides slides={slides} slidesId={slidesId} priority={priority} />
        )}
      </div>
      <CarouselControls
        slidesId={slidesId}
        navigation={config.navigation}
        pagination={config.pagination}
        canPlay={canPlay}
        playing={playing}
        positions={view.positions}
        position={view.position}
        onPrevious={() => act((s) => s.slidePrev())}
        onNext={() => act((s) => s.slideNext())}
        onToggle={() => setOwn({ playing: !playing, globalPaused })}
        onGoTo={(position) => act((s) => s.slideTo(position))}
      />
    </section>
  );
}
