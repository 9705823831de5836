// @vitest-environment jsdom
import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { promotionFixtures } from './promotion.fixtures.ts';
import { FIXTURE_TENANT } from '#schemas/constants.ts';
import { RotatorsProvider } from '#src/chrome/rotators.tsx';
import { ApiProvider } from '#src/data/api-provider.tsx';
import Promotion from './promotion.tsx';

// Server rendering in its own file: React's server renderer and the browser renderer share context state
// within one module graph, so they are not mixed in one test file.
vi.mock('./carousel.tsx', () => ({ Carousel: () => null }));

/** Server rendering that waits for lazy code, as the app's whole-page rendering (onAllReady) does. */
async function renderOnServer(name: keyof typeof promotionFixtures): Promise<HTMLElement> {
  const ui: ReactNode = (
    <MemoryRouter>
      <ApiProvider tenant={FIXTURE_TENANT}>
        <RotatorsProvider>
          <Suspense fallback={<p>Loading</p>}>
            <Promotion {...promotionFixtures[name]} sport={null} id="hero" />
          </Suspense>
        </RotatorsProvider>
      </ApiProvider>
    </MemoryRouter>
  );
  const { prelude } = await prerender(ui);
  const host = document.createElement('div');
  host.innerHTML = await new Response(prelude).text();
  return host;
}

describe('Promotion carousels on the server (before Swiper)', () => {
  it('renders all six slides in the reserved row, with its controls', async () => {
    const host = await renderOnServer('heroSixSlides');
    expect(host.textContent).not.toContain('Loading');
    const carousel = host.querySelector('[aria-roledescription="carousel"]')!;
    expect(carousel.getAttribute('aria-label')).toBe('home hero promotion');
    expect(
      [...carousel.querySelectorAll('.promotion-track > [aria-roledescription="slide"]')].map((s) => s.getAttribute('aria-label')),
    ).toEqual(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
    // The hero is the page's priority picture: its first slide is fetched ahead of the scripts, the rest wait.
    const pictures = [...carousel.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
    expect(carousel.querySelectorAll('.promotion-dot')).toHaveLength(6);
    expect(carousel.textContent).toContain('Pause rotator');
    expect(carousel.textContent).toContain('Previous slide');
    expect(carousel.querySelector('.swiper')).toBeNull();
  });

  it('lays out several slides per view by breakpoint, without prev/next or dots when not asked', async () => {
    const host = await renderOnServer('footerSponsors');
    const html = host.innerHTML;
    expect(host.querySelector('[data-carousel="hero"]')?.getAttribute('style')).toBe('--promotion-per-view-base:2');
    expect(html).toContain('@media (min-width: 768px){.promotion-carousel[data-carousel="hero"]{--promotion-per-view:3}}');
    expect(html).toContain('@media (min-width: 1280px){.promotion-carousel[data-carousel="hero"]{--promotion-per-view:5}}');
    expect(html).not.toContain('Next slide');
    expect(html).not.toContain('promotion-dot');
    expect(html).toContain('Pause rotator');
    // The footer's sponsors are not the page's priority: none is fetched ahead of the scripts or far from view.
    const pictures = [...host.querySelectorAll('img')];
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.every((img) => img.getAttribute('loading') === 'lazy' && !img.hasAttribute('fetchpriority'))).toBe(true);
  });
});
