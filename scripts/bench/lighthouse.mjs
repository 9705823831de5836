// Lighthouse mobile performance and accessibility with Debian's Chromium and Lighthouse's default mobile settings
// (simulated slow 4G, 4x CPU slowdown, Moto G power viewport). One run scores both categories; the layout shift
// (CLS) of the same run is the page type's CLS figure.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { freePort } from './processes.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The accessibility audits a run failed, as `id (n)` with the number of offending elements. */
function failedA11y(lhr) {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => `${audit.id} (${audit.details?.items?.length ?? 0})`);
}

/**
 * Runs Lighthouse on each page, `page.runs` times (default `runs`), and returns the median score and metrics of
 * each page. The median is taken per figure, so the CLS shown may come from another run than the score.
 */
export async function lighthouseBench(origin, pages, { runs = 3, onPage = () => {} } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    port: await freePort(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const rows = [];
    for (const page of pages) {
      const started = Date.now();
      const results = [];
      let error = null;
      const audit = async () =>
        (
          await lighthouse(`${origin}${page.path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // A staff page is audited with the staff credential, not as its sign-in page.
            ...(page.headers ? { extraHeaders: page.headers } : {}),
          })
        ).lhr;
      for (let i = 0; i < (page.runs ?? runs) && !error; i += 1) {
        let lhr = await audit();
        // A trace Lighthouse failed to record (NO_NAVSTART on a busy machine) is its failure, not the page's: once more.
        if (lhr.runtimeError && lhr.runtimeError.code !== 'ERRORED_DOCUMENT_REQUEST') lhr = await audit();
        // Lighthouse scores no page that answers an error status (the 404 page): reported, not scored.
        if (lhr.runtimeError) error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message.slice(0, 160)}`;
        else
          results.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
            a11yFailed: failedA11y(lhr),
            ...Object.fromEntries(Object.entries(AUDITS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? NaN])),
            lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
          });
      }
      if (error) {
        rows.push({ ...page, error, seconds: (Date.now() - started) / 1000 });
        onPage(rows.at(-1));
        continue;
      }
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({
        ...page,
        score: pick('score'),
        a11y: pick('a11y'),
        // Audits failed in any run: a flaky failure is still a failure to look at.
        a11yFailed: [...new Set(results.flatMap((r) => r.a11yFailed))],
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        si: pick('si'),
        scores: results.map((r) => r.score),
        lcpElement: results[0].lcpElement,
        seconds: (Date.now() - started) / 1000,
      });
      onPage(rows.at(-1));
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}
