// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from './chrome-test-data.tsx';
import { ROTATOR_CHECK_DELAY_MS, RotatorsProvider, checkRotators } from './rotators.tsx';
import { SkipLinks } from './skip-links.tsx';
import { SmartLink } from './smart-link.tsx';

/** A carousel element as Swiper leaves it: the instance on `el.swiper`. */
function swiperElement(running: boolean) {
  const element = document.createElement('div');
  element.className = 'swiper';
  const autoplay = { running, stop: vi.fn(() => (autoplay.running = false)) };
  Object.assign(element, { swiper: { destroyed: false, autoplay } });
  document.body.append(element);
  return autoplay;
}

describe('rotator check (spec 4)', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.querySelectorAll('.swiper').forEach((e) => e.remove());
  });

  it('stops every rotating Swiper while "Pause All Rotators" is on, and starts none otherwise', () => {
    const rotating = swiperElement(true);
    const still = swiperElement(false);
    expect(checkRotators(document, false)).toBe(0);
    expect(rotating.stop).not.toHaveBeenCalled();
    expect(checkRotators(document, true)).toBe(1);
    expect(rotating.running).toBe(false);
    expect(still.stop).not.toHaveBeenCalled();
  });

  it('runs 2 s after a route change, so carousels mounted by the new page follow the paused state', async () => {
    vi.useFakeTimers();
    renderInRouter(
      <RotatorsProvider>
        <SkipLinks />
        <SmartLink href="/next">Next page</SmartLink>
      </RotatorsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause All Rotators' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    });
    expect(screen.getByTestId('location').textContent).toBe('/next');
    // A Swiper the new page started on its own.
    const mounted = swiperElement(true);
    act(() => vi.advanceTimersByTime(ROTATOR_CHECK_DELAY_MS - 1));
    expect(mounted.running).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(mounted.running).toBe(false);
  });
});
