// What the demo school's drawn pictures cost a phone: each page loaded on a 390 px phone with a 4x CPU slowdown
// (no network throttling, so only the main thread differs), once with every drawn picture served as SVG and once
// as WebP (the same drawing rasterised by the image service), median of 3. Prints, per page and format, the
// pictures loaded, when the client entry marked `hydrated`, and the main thread's busy time (Chromium's
// TaskDuration) from navigation until every picture, scrolled into view, has loaded.
// Run alone: `node scripts/bench/demo-art.mjs` (after a build; it starts the built server with SITE_NOW pinned), or
// `node scripts/bench/demo-art.mjs http://127.0.0.1:PORT` against a demo server already running with the same
// SITE_NOW. docs/decisions/0015-demo-art-raster.md
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { startNode, stopAll, tempDir } from './processes.mjs';
import { table } from './report.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'roster', path: '/sports/football/roster?view=grid' },
  { name: 'story', path: '/news/2026/11/20/mens-swimming-and-diving-rolls-past-briarwood-college-133-129' },
  { name: 'hall of fame', path: '/honors/hall-of-fame' },
];
const RUNS = 3;
const FORMATS = ['svg', 'webp'];
/** A drawn picture of the demo school: /images/{kind}/{name}.svg|webp, alone or as the image service's `url`. */
const DRAWN =
  /^\/images\/(players|staff|stories|opponents|promotions|publications|podcasts|moments|galleries|facilities|events)\/([\w-]{1,80})\.(?:svg|webp)$/;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function drawnPath(url) {
  const u = new URL(url);
  const path = /^\/images\/(convert|resize|crop)$/.test(u.pathname) ? (u.searchParams.get('url') ?? '') : u.pathname;
  const match = DRAWN.exec(path);
  return match ? `/images/${match[1]}/${match[2]}.svg` : null;
}

async function measureOnce(browser, origin, path, format) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  let pictures = 0;
  // Every drawn picture, whatever the page asks for, is answered in the format under test.
  await page.route(
    (url) => drawnPath(url.href) !== null,
    async (route) => {
      const svg = drawnPath(route.request().url());
      const target = format === 'svg' ? svg : `/images/convert?url=${encodeURIComponent(svg)}&type=webp`;
      pictures += 1;
      await route.fulfill({ response: await page.request.get(`${origin}${target}`) });
    },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
    const hydrated = await page
      .waitForFunction(() => performance.getEntriesByName('hydrated')[0]?.startTime, undefined, { timeout: 60_000 })
      .then((handle) => handle.jsonValue());
    // Lazy pictures load as a fan scrolls: bring each into view, then wait until every one has loaded.
    await page.evaluate(async () => {
      for (const img of document.images) {
        img.loading = 'eager';
      }
      await Promise.all(
        [...document.images].map((img) =>
          img.complete
            ? null
            : new Promise((r) => img.addEventListener('load', r, { once: true }) || img.addEventListener('error', r, { once: true })),
        ),
      );
    });
    await page.waitForLoadState('networkidle');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const busy = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000;
    return { pictures, hydrated, busy };
  } finally {
    await context.close();
  }
}

export async function demoArtBench(origin = null) {
  const server = origin
    ? { origin }
    : await startNode('app server (demo art)', 'server.mjs', {
        env: {
          NODE_ENV: 'production',
          DATA_DIR: tempDir('demo-art'),
          STAFF_TOKEN: 'bench-staff-token-0123456789',
          WEB_CONCURRENCY: '1',
          SITE_NOW: '2026-11-21T12:00:00-05:00',
        },
      });
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const rows = [];
    for (const page of PAGES) {
      // One unmeasured load per format fills the image service's disk cache (the server's first drawing is not the phone's cost).
      for (const format of FORMATS) await measureOnce(browser, server.origin, page.path, format);
      for (const format of FORMATS) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser, server.origin, page.path, format));
        rows.push([
          page.name,
          format,
          String(median(runs.map((r) => r.pictures))),
          Math.round(median(runs.map((r) => r.hydrated))) + ' ms',
          Math.round(median(runs.map((r) => r.busy))) + ' ms',
        ]);
      }
    }
    console.log('Drawn demo pictures on a 390 px phone, 4x CPU (median of 3)');
    console.log(table(['page', 'format', 'pictures', 'hydrated', 'main thread'], rows, [2, 3, 4]));
    return rows;
  } finally {
    await browser.close();
    await stopAll();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await demoArtBench(process.argv[2] ?? null);
