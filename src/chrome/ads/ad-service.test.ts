// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adServiceUrls } from '#schemas/ads/service-url.ts';
import {
  AD_RENDER_WAIT_MS,
  AD_SERVICE_UNAVAILABLE,
  afterRender,
  reportPage,
  resetAdServiceForTests,
  type AdLibrary,
} from './ad-service.ts';

const urls = adServiceUrls({ siteId: 'northfield.example.com', isTesting: true })!;
const home = { pageType: 'home', section: 'frontpage', adtest: null };
const story = { pageType: 'stories', section: 'mfootbl', adtest: 'on' };
type Global = { htlbid?: AdLibrary };

/** What the real library does on load: runs the queued commands, then runs each pushed one at once. */
function installLibrary(calls: string[]): void {
  const queued = (window as Global).htlbid!.cmd as Array<() => void>;
  const lib: AdLibrary = {
    cmd: { push: (command) => command() },
    layout: (name) => void calls.push(`layout ${name}`),
    setTargeting: (key, value) => void calls.push(`${key}=${value}`),
    newPage: () => void calls.push('newPage'),
    forceRefresh: () => void calls.push('forceRefresh'),
  };
  (window as Global).htlbid = lib;
  for (const command of queued) command();
}

const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${urls.script}"]`);

describe('ad service (spec 4, 8)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetAdServiceForTests();
    delete (window as Global).htlbid;
    document.head.innerHTML = '<script nonce="abc123"></script>';
    delete document.documentElement.dataset.adService;
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('loads the stage script (with the page nonce) and stylesheet once, and applies layout and targeting when it arrives', () => {
    reportPage(urls, home, { title: 'Northfield State Athletics', path: '/' });
    expect(script()?.async).toBe(true);
    expect(script()?.nonce).toBe('abc123');
    expect(urls.script).toContain('/stage/v3/');
    expect(document.head.querySelector(`link[rel="stylesheet"][href="${urls.stylesheet}"]`)).not.toBeNull();
    const calls: string[] = [];
    installLibrary(calls);
    expect(calls).toEqual([
      'layout universal',
      'is_testing=yes',
      'page_type=home',
      'ad_section=frontpage',
      'url=/',
      'title=Northfield State Athletics',
    ]);

    calls.length = 0;
    reportPage(urls, story, { title: 'Falcons win - Northfield State Athletics', path: '/news/2026/11/20/falcons-win' });
    expect(calls).toEqual([
      'is_testing=yes',
      'page_type=stories',
      'ad_section=mfootbl',
      'url=/news/2026/11/20/falcons-win',
      'title=Falcons win - Northfield State Athletics',
      'adtest=on',
      'newPage',
      'forceRefresh',
    ]);
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs "ad service not available" when the library fails to load, collapses the ad space, and carries on', () => {
    reportPage(urls, home, { title: 'Home', path: '/' });
    script()!.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith(AD_SERVICE_UNAVAILABLE);
    expect(document.documentElement.dataset.adService).toBe('unavailable');
    expect(() => reportPage(urls, story, { title: 'Story', path: '/news/x' })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('logs, never throws, when the library lacks a call or throws', () => {
    reportPage(urls, home, { title: 'Home', path: '/' });
    (window as Global).htlbid = { cmd: { push: (command) => command() }, setTargeting: () => {} };
    reportPage(urls, story, { title: 'Story', path: '/news/x' });
    expect(warn).toHaveBeenCalledWith(AD_SERVICE_UNAVAILABLE, expect.stringContaining('newPage'));
    (window as Global).htlbid = {
      cmd: {
        push: () => {
          throw new Error('queue broken');
        },
      },
    };
    reportPage(urls, story, { title: 'Story', path: '/news/y' });
    expect(warn).toHaveBeenLastCalledWith(AD_SERVICE_UNAVAILABLE, 'queue broken');
  });

  it('waits for the next frame, at most 100 ms (spec 9)', () => {
    vi.useFakeTimers();
    const done = vi.fn();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    afterRender(done);
    vi.advanceTimersByTime(AD_RENDER_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterRender(cancelled)();
    vi.advanceTimersByTime(AD_RENDER_WAIT_MS);
    expect(cancelled).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
