// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { promotionFixtures } from './promotion.fixtures.ts';
import { RotatorsProvider } from '#src/chrome/rotators.tsx';
import { SkipLinks } from '#src/chrome/skip-links.tsx';
import type { CarouselProps } from './carousel.tsx';
import Promotion from './promotion.tsx';

const fake = vi.hoisted(() => ({
  impressions: [] as string[],
  swiper: null as null | Record<string, unknown>,
  carouselProps: null as unknown,
}));

// Swiper itself is not exercised here (tests/e2e/promotion.spec.ts does, in Chromium): a stand-in reports a
// controllable instance the way Swiper's onSwiper does.
vi.mock('./carousel.tsx', () => ({
  Carousel(props: CarouselProps) {
    fake.carouselProps = props;
    useLayoutEffect(() => props.onSwiper(fake.swiper as never), [props]);
    return <div id={props.slidesId} data-testid="swiper" />;
  },
}));
vi.mock('./impressions.ts', () => ({
  useImpressions(ids: readonly number[]) {
    const key = ids.join(',');
    useEffect(() => {
      if (key) fake.impressions.push(key);
    }, [key]);
  },
}));

function fakeSwiper() {
  const swiper = {
    destroyed: false,
    activeIndex: 0,
    snapIndex: 0,
    snapGrid: [0, 1, 2, 3, 4, 5],
    params: { slidesPerView: 1 },
    wrapperEl: document.createElement('div'),
    autoplay: {
      running: true,
      start: vi.fn(() => (swiper.autoplay.running = true)),
      stop: vi.fn(() => !(swiper.autoplay.running = false)),
    },
    slideNext: vi.fn(),
    slidePrev: vi.fn(),
    slideTo: vi.fn(),
  };
  return swiper;
}

type Fixture = keyof typeof promotionFixtures;

function Page({ name, children }: { name: Fixture; children?: ReactNode }) {
  return (
    <MemoryRouter>
      <RotatorsProvider>
        <SkipLinks />
        {children}
        {/* As src/routes/widget-slot.tsx: the widget (and its lazy carousel code) inside a Suspense boundary. */}
        <Suspense fallback={<p>Loading</p>}>
          <Promotion {...promotionFixtures[name]} sport={null} id="hero" />
        </Suspense>
      </RotatorsProvider>
    </MemoryRouter>
  );
}

beforeEach(() => {
  fake.impressions = [];
  fake.swiper = fakeSwiper();
});

describe('Promotion widget', () => {
  it('shows nothing for a 204 or an html promotion carrying the hidden marker (spec 5, 7)', () => {
    for (const name of ['noContent', 'hiddenHtml'] as const) {
      const { container, unmount } = render(<Page name={name} />);
      expect(container.querySelector('.promotion')).toBeNull();
      unmount();
    }
    expect(fake.impressions).toEqual([]);
  });

  it('renders a single campaign as a picture: sources sorted by breakpoint, alt, hover text, link', () => {
    const { container } = render(<Page name="single" />);
    const link = screen.getByRole('link', { name: 'Season tickets: the best seats, every game' });
    expect(link.getAttribute('href')).toBe('/tickets');
    expect(link.getAttribute('title')).toBe('Learn more');
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('media'))).toEqual(['(min-width: 1280px)', '(min-width: 768px)']);
    expect(sources[0]?.getAttribute('type')).toBe('image/svg+xml');
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/-640\.svg$/);
    const id = promotionFixtures.single.data.promotion!.campaigns[0]!.id;
    expect(fake.impressions).toEqual([String(id)]);
  });

  it('renders icon links; "Tickets" gets the ticket icon and a new window (spec 5)', () => {
    render(<Page name="icons" />);
    const nav = screen.getByRole('navigation', { name: 'header icons promotion' });
    const tickets = within(nav).getByRole('link', { name: /^Tickets/ });
    expect(tickets.getAttribute('target')).toBe('_blank');
    expect(tickets.querySelector('.icon-ticket')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: /^Shop/ }).querySelector('.icon-shopping-cart')).not.toBeNull();
    expect(fake.impressions).toHaveLength(1);
    expect(fake.impressions[0]?.split(',')).toHaveLength(3);
  });

  it('renders html promotions and the server’s random pick', () => {
    const { unmount } = render(<Page name="html" />);
    expect(screen.getByText('Presented by')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Great Lakes Credit Union' })).toBeTruthy();
    unmount();
    render(<Page name="random" />);
    const picked = promotionFixtures.random.data.promotion!.random_single!;
    expect(screen.getAllByRole('link')).toHaveLength(2); // the skip link and the picked campaign
    expect(screen.getByRole('img', { name: picked.title })).toBeTruthy();
  });

  it('shows the first slides without Swiper, and loads Swiper when the visitor reaches for the carousel', async () => {
    const user = userEvent.setup();
    render(<Page name="heroSixSlides" />);
    await screen.findByRole('region', { name: 'home hero promotion' });
    expect(screen.queryByTestId('swiper')).toBeNull();
    await user.hover(document.querySelector('.promotion-viewport') as HTMLElement);
    expect(await screen.findByTestId('swiper')).toBeTruthy();
  });

  it('plays and pauses with its own button and the skip link; own pause survives "Play All Rotators"', async () => {
    const user = userEvent.setup();
    render(<Page name="heroSixSlides" />);
    // Swiper loads when the visitor reaches for the carousel (or shortly before its first advance).
    await user.hover(document.querySelector('.promotion-viewport') as HTMLElement);
    await screen.findByTestId('swiper');
    const swiper = fake.swiper as ReturnType<typeof fakeSwiper>;
    const region = screen.getByRole('region', { name: 'home hero promotion' });
    expect(swiper.autoplay.running).toBe(true);
    expect(swiper.wrapperEl.getAttribute('aria-live')).toBe('off');

    await user.click(screen.getByRole('button', { name: 'Pause All Rotators' }));
    expect(swiper.autoplay.stop).toHaveBeenCalledTimes(1);
    expect(within(region).getByRole('button', { name: 'Play rotator' })).toBeTruthy();
    expect(swiper.wrapperEl.getAttribute('aria-live')).toBe('polite');
    await user.click(screen.getByRole('button', { name: 'Play All Rotators' }));
    expect(swiper.autoplay.start).toHaveBeenCalledTimes(1);

    await user.click(within(region).getByRole('button', { name: 'Pause rotator' }));
    expect(swiper.autoplay.running).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pause All Rotators' }));
    await user.click(screen.getByRole('button', { name: 'Play All Rotators' }));
    expect(swiper.autoplay.running).toBe(false);
    expect(region.getAttribute('data-playing')).toBe('false');
    await user.click(within(region).getByRole('button', { name: 'Play rotator' }));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('moves with previous / next / dots and counts an impression per slide shown', async () => {
    const user = userEvent.setup();
    render(<Page name="heroSixSlides" />);
    // Swiper loads when the visitor reaches for the carousel (or shortly before its first advance).
    await user.hover(document.querySelector('.promotion-viewport') as HTMLElement);
    await screen.findByTestId('swiper');
    const swiper = fake.swiper as ReturnType<typeof fakeSwiper>;
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect([swiper.slideNext.mock.calls.length, swiper.slidePrev.mock.calls.length, swiper.slideTo.mock.calls[0]?.[0]]).toEqual([1, 1, 2]);
    act(() => {
      swiper.activeIndex = 2;
      swiper.snapIndex = 2;
      (fake.carouselProps as CarouselProps).onChange(swiper as never);
    });
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true');
    const ids = promotionFixtures.heroSixSlides.data.promotion!.campaigns.map((c) => String(c.id));
    expect(fake.impressions).toEqual([ids[0], ids[2]]);
  });
});
