/** spec 9: a full reload of the same path is suppressed for this long (build check and chunk recovery alike). */
export const RELOAD_GUARD_MS = 10_000;
/** spec 8: logged when a reload meant to recover fresh scripts fails (or would repeat within the guard). */
export const SCRIPT_RELOAD_ERROR = 'Script reloading error';

const RELOAD_MARKER = 'build-reload';

/**
 * Claims the one reload of `path` the guard allows (spec 4), recording it in sessionStorage so the reloaded
 * document sees it too. Without sessionStorage nothing can guard against a loop, so no reload is allowed.
 */
export function claimReload(path: string, now = Date.now()): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_MARKER) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (last && last.path === path && typeof last.at === 'number' && now - last.at >= 0 && now - last.at < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_MARKER, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    return false;
  }
}

/**
 * A full document load of `href` (same site only) with the history state kept: the target becomes the current
 * history entry (with the router's state, so back still returns to the page before), then reloads, and the
 * browser keeps an entry's state and scroll across a reload. Answers whether the reload went ahead.
 */
export function reloadDocument(href: string, state: unknown = history.state, reload = () => location.reload()): boolean {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin || !claimReload(url.pathname)) return false;
  try {
    const target = url.pathname + url.search + url.hash;
    if (target !== location.pathname + location.search + location.hash) history.pushState(state, '', target);
    reload();
    return true;
  } catch (error) {
    console.error(SCRIPT_RELOAD_ERROR, error);
    return false;
  }
}
