import { useEffect, useState } from 'react';
import type { Promotion } from '#schemas/entities/promotion.ts';
import { useRotators } from '#src/chrome/rotators.tsx';
import { CampaignView } from './campaign.tsx';

/** spec 9: promotion carousel autoplay delay. */
export const PROMOTION_AUTOPLAY_MS = 8000;

/**
 * A carousel with its own play/pause control that also obeys the skip-link "Pause All Rotators" control
 * (spec 2.5, 4). It reserves its space: slides are stacked in one grid cell, so nothing shifts.
 */
export function Rotator({ id, label, promotion }: { id: string; label: string; promotion: Promotion }) {
  const slides = promotion.campaigns;
  const rotators = useRotators();
  const [index, setIndex] = useState(0);
  const [ownPaused, setOwnPaused] = useState(false);
  const delay = typeof promotion.swiper_options?.autoplay === 'object' ? promotion.swiper_options.autoplay.delay : PROMOTION_AUTOPLAY_MS;
  // Reduced-motion visitors start paused: the rotators control (src/chrome/rotators.tsx) handles that for all.
  const playing = !ownPaused && !rotators.paused && promotion.swiper_options?.autoplay !== false;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), delay);
    return () => clearInterval(timer);
  }, [playing, delay, slides.length]);

  return (
    <section className="promotion promotion-multi promotion-rotator" aria-roledescription="carousel" aria-label={label}>
      <div className="promotion-slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((campaign, i) => (
          <div
            key={campaign.id}
            id={`${id}-slide-${i}`}
            className="promotion-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            hidden={i !== index}
          >
            <CampaignView campaign={campaign} eager={i === 0} />
          </div>
        ))}
      </div>
      <div className="promotion-controls">
        <button type="button" onClick={() => setIndex((index - 1 + slides.length) % slides.length)} aria-label="Previous slide">‹</button>
        <button type="button" onClick={() => setOwnPaused(playing)} aria-label={playing ? 'Pause rotator' : 'Play rotator'} aria-pressed={!playing}>
          {playing ? '❚❚' : '▶'}
        </button>
        <button type="button" onClick={() => setIndex((index + 1) % slides.length)} aria-label="Next slide">›</button>
      </div>
    </section>
  );
}
