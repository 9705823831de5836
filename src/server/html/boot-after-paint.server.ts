// Lighthouse mobile: the server's HTML is the page, every widget rendered and every link working.
// Hydration makes it interactive, but it must not hold back what a fan sees first. So the document names no
// script the browser would fetch while it parses; a small inline script starts hydration once the page has
// painted and its largest picture has arrived.
import { findRouterModuleScript, modulePreloadHrefs, withoutModulePreloads } from '#src/router/react-router-adapter.ts';

/** The inert copy of the router's module script the boot script runs; its text keeps its CSP hash. */
export const DEFERRED_MODULE_ID = 'router-module';
/** The most hydration waits for the priority picture: a slow image never leaves a page without its scripts. */
export const PRIORITY_IMAGE_WAIT_MS = 2_500;

/**
 * The boot script, plain ES2017 written as text (a function's own source would carry whatever a build or a
 * coverage tool adds to it). Arguments: the inert module's id, the preload hrefs, the longest wait. It waits for
 * the first contentful paint (as the browser reports it, once the frame is on screen; two frames where paint
 * timing is missing), then for the page's priority pictures (`fetchpriority="high"`, the largest paint) to
 * load, each wait at most `waitMs`; then it adds the module preloads and runs the router's module script, with
 * this script's nonce. A hidden tab paints nothing, so there it starts at once.
 */
export const BOOT_SCRIPT = `(function (moduleId, preloads, waitMs) {
  var d = document, me = d.currentScript, nonce = me && me.nonce, started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      d.head.appendChild(link);
    });
    var code = d.getElementById(moduleId), run = d.createElement('script');
    run.type = 'module';
    if (nonce) run.nonce = nonce;
    run.textContent = code ? code.textContent : '';
    d.body.appendChild(run);
  }
  function afterPaint() {
    var pending = [].filter.call(d.querySelectorAll('img[fetchpriority="high"]'), function (img) { return !img.complete; });
    var left = pending.length;
    if (!left) return start();
    function settle() { if (--left === 0) start(); }
    pending.forEach(function (img) {
      img.addEventListener('load', settle);
      img.addEventListener('error', settle);
    });
    setTimeout(start, waitMs);
  }
  var painted = false;
  function onPaint() {
    if (painted) return;
    painted = true;
    setTimeout(afterPaint, 0);
  }
  if (d.visibilityState !== 'visible') return start();
  var PO = window.PerformanceObserver;
  if (PO && PO.supportedEntryTypes && PO.supportedEntryTypes.indexOf('paint') !== -1) {
    // The first contentful paint as the browser reports it: after the frame is on screen.
    var seen = function (entries) { return entries.some(function (e) { return e.name === 'first-contentful-paint'; }); };
    if (seen(performance.getEntriesByType('paint'))) return onPaint();
    var observer = new PO(function (list) { if (seen(list.getEntries())) { observer.disconnect(); onPaint(); } });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(onPaint, waitMs);
  } else {
    requestAnimationFrame(function () { requestAnimationFrame(onPaint); });
  }
})`;

/**
 * Rewrites a rendered document so hydration starts after the first paint: the module preloads leave the HTML
 * (the boot script adds them when it starts), the router's module script becomes an inert copy, and the boot
 * script follows it. Both carry the response's nonce, so a kept page's CSP hashes them as before. A document
 * without the router's module script (an error page rendered without scripts) is returned unchanged.
 */
export function bootAfterPaintHtml(html: string, nonce: string | undefined): string {
  const module = findRouterModuleScript(html);
  if (!module) return html;
  const preloads = modulePreloadHrefs(html);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const boot = `${BOOT_SCRIPT}(${JSON.stringify(DEFERRED_MODULE_ID)},${JSON.stringify(preloads).replaceAll('<', '\\u003c')},${PRIORITY_IMAGE_WAIT_MS})`;
  const replacement = `<script type="text/plain" id="${DEFERRED_MODULE_ID}"${nonceAttribute}>${module.code}</script><script${nonceAttribute}>${boot}</script>`;
  const rewritten = html.slice(0, module.index) + replacement + html.slice(module.index + module.length);
  return withoutModulePreloads(rewritten);
}
