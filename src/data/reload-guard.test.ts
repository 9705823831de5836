// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { isChunkLoadError, recoverFromChunkError, startChunkRecovery } from './chunk-recovery.ts';
import { RELOAD_GUARD_MS, SCRIPT_RELOAD_ERROR, claimReload, reloadDocument } from './reload-guard.ts';

const CHROMIUM_CHUNK_ERROR = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/schedule-abc123.js');

describe('reload guard (spec 4, 9)', () => {
  afterEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('allows one reload of a path per 10 s, and other paths meanwhile', () => {
    expect(claimReload('/sports/football', 1_000)).toBe(true);
    expect(claimReload('/sports/football', 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload('/sports/soccer', 2_000)).toBe(true);
    expect(claimReload('/sports/football', 3_000)).toBe(true);
    expect(claimReload('/sports/football', 3_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('refuses to reload when sessionStorage is unavailable (no way to stop a loop)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(claimReload('/')).toBe(false);
  });

  it('reloads the target with its history state as the current entry, so back returns to the page before', () => {
    history.replaceState({ idx: 0 }, '', '/news');
    const reload = vi.fn();
    const before = history.length;
    expect(reloadDocument('/sports/football/schedule?season=2025#top', { usr: { from: 'home' }, key: 'k1', idx: 1 }, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(location.pathname + location.search + location.hash).toBe('/sports/football/schedule?season=2025#top');
    expect(history.state).toEqual({ usr: { from: 'home' }, key: 'k1', idx: 1 });
    expect(history.length).toBe(before + 1);
    // Reloading the page itself adds no entry.
    sessionStorage.clear();
    expect(reloadDocument(location.href, history.state, reload)).toBe(true);
    expect(history.length).toBe(before + 1);
  });

  it('never leaves the site', () => {
    const reload = vi.fn();
    expect(reloadDocument('https://elsewhere.example/x', null, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('logs "Script reloading error" when the reload itself fails', () => {
    const errors = expectConsoleErrors();
    const reload = () => {
      throw new Error('navigation blocked');
    };
    expect(reloadDocument('/tickets', null, reload)).toBe(false);
    expect(errors[0]).toContain(SCRIPT_RELOAD_ERROR);
  });
});

describe('chunk-load failure recovery (spec 4)', () => {
  afterEach(() => sessionStorage.clear());

  it('recognises the chunk failures of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(CHROMIUM_CHUNK_ERROR)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the target once; the same failure within 10 s is logged and left to the fallback', () => {
    const errors = expectConsoleErrors();
    const reload = vi.fn();
    expect(recoverFromChunkError(CHROMIUM_CHUNK_ERROR, { href: '/sports/football', reload })).toBe(true);
    expect(recoverFromChunkError(CHROMIUM_CHUNK_ERROR, { href: '/sports/football', reload })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(errors).toEqual([expect.stringContaining(SCRIPT_RELOAD_ERROR)]);
  });

  it('leaves other errors alone (no reload for a bug in a widget)', () => {
    const reload = vi.fn();
    expect(recoverFromChunkError(new Error('boom'), { href: '/x', reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a lazy import whose chunk fails (Vite\'s vite:preloadError) reloads the page instead of throwing', () => {
    const reload = vi.fn();
    const stop = startChunkRecovery(window, reload);
    const failed = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: CHROMIUM_CHUNK_ERROR });
    window.dispatchEvent(failed);
    expect(reload).toHaveBeenCalledOnce();
    expect(failed.defaultPrevented).toBe(true);
    // Another kind of failure is left to the code that imported.
    const other = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error('boom') });
    window.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    stop();
    sessionStorage.clear();
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: CHROMIUM_CHUNK_ERROR }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
