// Lighthouse mobile performance (>= 95 on five pages, median of 3), with Debian's Chromium and
// Lighthouse's default mobile settings (simulated slow 4G, 4x CPU slowdown, Moto G power viewport).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs Lighthouse `runs` times per page and returns the median score and metrics of each page. */
export async function lighthouseBench(origin, pages, { runs = 3 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const rows = [];
    for (const page of pages) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const { lhr } = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        results.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          ...Object.fromEntries(Object.entries(AUDITS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN])),
          lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
        });
      }
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({
        ...page,
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        si: pick('si'),
        scores: results.map((r) => r.score),
        lcpElement: results[0].lcpElement,
      });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}
