// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagePayload, preloadTopAd, renderInRouter, siteData, siteSettings } from './chrome-test-data.tsx';
import { resetAdServiceForTests } from './ads/ad-service.ts';
import { SiteLayout } from './site-layout.tsx';
import { TOP_AD_SCROLL_THROTTLE_MS, TopAd } from './top-ad.tsx';

function mockWideScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 1024px') ? wide : false,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('ad slots (spec 2.5, 2.6)', () => {
  beforeAll(preloadTopAd);
  beforeEach(() => {
    resetAdServiceForTests();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('with an ad service: top slot, header sponsor slot and the story outstream slot', () => {
    renderInRouter(
      <SiteLayout site={siteData()} page={pagePayload()}>
        page
      </SiteLayout>,
    );
    expect(document.getElementById('htlad-common-top')).not.toBeNull();
    expect(within(screen.getByRole('banner')).getByText('', { selector: '#htlad-header-sponsor' })).toBeTruthy();
    expect(document.getElementById('htlad-outstream')?.closest('main')).not.toBeNull();
  });

  it('without one: no slot and nothing reserved anywhere, and no ad script', () => {
    renderInRouter(
      <SiteLayout site={siteData({ site: { ...siteSettings, adService: null } })} page={pagePayload()}>
        page
      </SiteLayout>,
    );
    expect(document.querySelector('.ad-slot, .top-ad, [id^="htlad"]')).toBeNull();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('a visitor on a small screen closes the top ad; focus restarts at the top', async () => {
    mockWideScreen(false);
    const user = userEvent.setup();
    renderInRouter(
      <SiteLayout site={siteData()} page={pagePayload()}>
        page
      </SiteLayout>,
    );
    await user.click(screen.getByRole('button', { name: 'Close advertisement' }));
    expect(document.querySelector('.top-ad')).toBeNull();
    expect(document.activeElement?.id).toBe('back-to-top');
  });

  it('on a wide screen hides once scrolled past its height, checking at most every 200 ms', () => {
    vi.useFakeTimers();
    mockWideScreen(true);
    renderInRouter(<TopAd pageType="home-page" />);
    const ad = document.querySelector<HTMLElement>('.top-ad')!;
    Object.defineProperty(ad, 'offsetTop', { value: 0 });
    Object.defineProperty(ad, 'offsetHeight', { value: 106 });
    act(() => vi.advanceTimersByTime(TOP_AD_SCROLL_THROTTLE_MS));
    act(() => scrollTo(50));
    expect(ad.classList.contains('top-ad-scrolled')).toBe(false);
    // Within the 200 ms the handler waits; the last position counts at its end.
    act(() => scrollTo(120));
    expect(ad.classList.contains('top-ad-scrolled')).toBe(false);
    act(() => vi.advanceTimersByTime(TOP_AD_SCROLL_THROTTLE_MS));
    expect(ad.classList.contains('top-ad-scrolled')).toBe(true);
    act(() => vi.advanceTimersByTime(TOP_AD_SCROLL_THROTTLE_MS));
    act(() => scrollTo(10));
    expect(ad.classList.contains('top-ad-scrolled')).toBe(false);
  });

  it('on a small screen never hides on scroll (it can be closed instead)', () => {
    mockWideScreen(false);
    renderInRouter(<TopAd pageType="home-page" />);
    act(() => scrollTo(5000));
    expect(document.querySelector('.top-ad')?.classList.contains('top-ad-scrolled')).toBe(false);
  });
});
