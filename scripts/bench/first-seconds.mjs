// What a fan on a slow phone feels in the first seconds: with *applied* throttling (Chromium over CDP: 150 ms RTT,
// 1.6 Mbps down, 750 kbps up, 4x CPU slowdown, a 390 px phone), the observed first contentful paint, largest
// contentful paint, the moment the client entry marks `hydrated`, and the longest task after it, all from the same
// load; median of 3 per page. Lighthouse's score (lighthouse.mjs) keeps its simulated settings; these are measured.
import { chromium } from 'playwright-core';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's "Slow 4G" figures, applied rather than simulated. */
export const PHONE_PROFILE = { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4, width: 390, height: 844 };
/** How long a load may take before it counts as not hydrated (a dead page, not a slow one). */
const LOAD_TIMEOUT_MS = 30_000;
/** Long tasks are watched this long after hydration (a fan's first taps). */
const AFTER_HYDRATION_MS = 2_000;

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};

/** Collects paint, LCP and long-task entries from the first byte on (buffered observers, before any script). */
const OBSERVE = `(() => {
  const seen = (window.__firstSeconds = { lcp: 0, tasks: [] });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.lcp = e.renderTime || e.loadTime || e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
})()`;

async function measureOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: PHONE_PROFILE.width, height: PHONE_PROFILE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.rttMs,
    downloadThroughput: (PHONE_PROFILE.downKbps * 1024) / 8,
    uploadThroughput: (PHONE_PROFILE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await page.addInitScript(OBSERVE);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    const hydrated = await page
      .waitForFunction(() => performance.getEntriesByName('hydrated')[0]?.startTime, undefined, { timeout: LOAD_TIMEOUT_MS })
      .then((handle) => handle.jsonValue())
      .catch(() => NaN);
    if (Number.isFinite(hydrated)) await page.waitForTimeout(AFTER_HYDRATION_MS);
    const { fcp, lcp, longestAfter } = await page.evaluate((at) => {
      const seen = window.__firstSeconds;
      const after = seen.tasks.filter(([start]) => start >= at).map(([, duration]) => duration);
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        lcp: seen.lcp || NaN,
        longestAfter: Number.isFinite(at) ? Math.max(0, ...after) : NaN,
      };
    }, hydrated);
    return { fcp, lcp, hydrated, longestAfter };
  } finally {
    await context.close();
  }
}

/** Median of `runs` throttled loads per page: { label, path, fcp, lcp, hydrated, longestAfter } in ms. */
export async function firstSecondsBench(origin, pages, { runs = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const rows = [];
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await measureOnce(browser, `${origin}${page.path}`));
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({
        ...page,
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        hydrated: pick('hydrated'),
        longestAfter: pick('longestAfter'),
        runs: results,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
