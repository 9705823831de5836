// The browser side of the ad service (spec 3 site config, spec 4 ad refresh, spec 8 "Ad refresh fails").
// The library follows the command-queue convention: `window.htlbid.cmd.push(fn)` runs fn once it has loaded.
// This module loads (lazily, see use-ad-service.ts) only on sites with an ad service.
import { adTargetingOf, adtestFlag, type AdTargeting } from '#schemas/ads/targeting.ts';
import { AD_SERVICE_UNAVAILABLE, type AdServiceUrls } from '#schemas/ads/service-url.ts';

export { AD_SERVICE_UNAVAILABLE };
/** spec 9: ad setup waits at most this long for the page to render before reporting its title and path. */
export const AD_RENDER_WAIT_MS = 100;
/** The library's global. */
export const AD_LIBRARY_GLOBAL = 'htlbid';

export interface AdLibrary {
  cmd: { push(command: () => void): unknown };
  layout?(name: string): void;
  setTargeting?(key: string, value: string): void;
  newPage?(): void;
  forceRefresh?(): void;
}

/** What one page reports besides its targeting. */
export interface PageInfo {
  title: string;
  path: string;
}

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';
let state: LoadState = 'idle';

function library(): AdLibrary | undefined {
  return (window as unknown as Record<string, AdLibrary | undefined>)[AD_LIBRARY_GLOBAL];
}

function unavailable(error?: unknown): void {
  console.warn(AD_SERVICE_UNAVAILABLE, ...(error === undefined ? [] : [error instanceof Error ? error.message : error]));
}

/** The request's CSP nonce, as React Router's own scripts carry it (browsers expose it as a property only). */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** Adds the library's stylesheet and script once per document; a failed load marks the service unavailable. */
function loadAdService(urls: AdServiceUrls): void {
  state = 'loading';
  const global = window as unknown as Record<string, AdLibrary | undefined>;
  global[AD_LIBRARY_GLOBAL] ??= { cmd: [] };
  library()!.cmd ??= [];
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = urls.stylesheet;
  document.head.append(link);
  const script = document.createElement('script');
  script.async = true;
  script.src = urls.script;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  script.onload = () => {
    state = 'ready';
  };
  script.onerror = () => {
    state = 'failed';
    // Reserved ad space collapses (CSS) when no ad can come.
    document.documentElement.dataset.adService = 'unavailable';
    unavailable();
  };
  document.head.append(script);
}

function applyTargeting(lib: AdLibrary, urls: AdServiceUrls, targeting: AdTargeting, page: PageInfo): void {
  const set = (key: string, value: string) => lib.setTargeting!(key, value);
  set('is_testing', urls.isTesting ? 'yes' : 'no');
  set('page_type', targeting.pageType);
  set('ad_section', targeting.section);
  set('url', page.path);
  set('title', page.title);
  if (targeting.adtest) set('adtest', targeting.adtest);
}

/** Runs `command` through the library's queue; a missing library or a throwing call is logged, never thrown. */
function run(command: (lib: AdLibrary) => void): void {
  const lib = library();
  if (state === 'failed' || !lib?.cmd) return unavailable();
  try {
    lib.cmd.push(() => {
      try {
        command(library()!);
      } catch (error) {
        unavailable(error);
      }
    });
  } catch (error) {
    unavailable(error);
  }
}

/**
 * The document's first page loads the library and sets layout and targeting (applied once it has loaded);
 * spec 4: every later page sends its targeting, then a new-page call, then a forced refresh.
 */
export function reportPage(urls: AdServiceUrls, targeting: AdTargeting, page: PageInfo): void {
  if (state === 'idle') {
    loadAdService(urls);
    return run((lib) => {
      lib.layout!('universal');
      applyTargeting(lib, urls, targeting, page);
    });
  }
  run((lib) => {
    applyTargeting(lib, urls, targeting, page);
    lib.newPage!();
    lib.forceRefresh!();
  });
}

/** The page the ad service is told about (page null on error and not-found pages). */
export interface AdPage {
  page: { name: string; type: string; path: string } | null;
  /** The current sport's global short name (spec 3 codes), if any. */
  sportCode: string | null;
}

/** Reports the page in view now: its targeting (with the URL's adtest flag), title and path. */
export function reportCurrentPage(urls: AdServiceUrls, current: AdPage): void {
  const targeting = adTargetingOf(current.page, current.sportCode, adtestFlag(window.location.search));
  reportPage(urls, targeting, { title: document.title, path: window.location.pathname });
}

/** spec 9: waits for the next frame (the new page painted, its title set), at most AD_RENDER_WAIT_MS. */
export function afterRender(callback: () => void): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    if (frames) cancelAnimationFrame(frame);
    clearTimeout(timer);
    callback();
  };
  const frames = typeof requestAnimationFrame === 'function';
  const frame = frames ? requestAnimationFrame(fire) : 0;
  const timer = setTimeout(fire, AD_RENDER_WAIT_MS);
  return () => {
    done = true;
    if (frames) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Tests start each case from a fresh document. */
export function resetAdServiceForTests(): void {
  state = 'idle';
}
