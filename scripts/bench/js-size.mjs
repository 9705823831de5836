// Initial JavaScript and CSS per page type: every script and every stylesheet a fresh browser downloads until the
// network is idle (the stylesheets the HTML links, and those a widget's chunk links when it loads).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function kindOf(response) {
  const type = response.request().resourceType();
  const { pathname } = new URL(response.url());
  if (type === 'script' || pathname.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return null;
}

/** JS URLs the server HTML names (script src, modulepreload, inline imports): the rest came after hydration. */
function jsUrlsInHtml(html, origin) {
  const urls = new Set();
  for (const match of html.matchAll(/["'](\/[^"'\s<>]+?\.js)["']/g)) urls.add(new URL(match[1].replaceAll('&amp;', '&'), origin).href);
  return urls;
}

/**
 * Loads each page in its own browser context (empty cache) and sums the gzip -9 size of each JS body.
 * Returns one row per page: status, files, gzip bytes, and how much of it the HTML referenced directly.
 */
export async function measureInitialJs(origin, pages, { executablePath = '/usr/bin/chromium', timeoutMs = 30_000 } = {}) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const { label, path, headers } of pages) {
      // Staff pages (the template editor) are asked for with a staff session, so the page's own scripts are
      // counted, not the sign-in form's.
      const context = await browser.newContext(headers ? { extraHTTPHeaders: headers } : {});
      const page = await context.newPage();
      const pending = new Map();
      page.on('response', (response) => {
        const kind = kindOf(response);
        if (!kind || pending.has(response.url())) return;
        pending.set(
          response.url(),
          response.body().then(
            (body) => ({ kind, url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
            () => null,
          ),
        );
      });
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        const response = await page.goto(origin + path, { waitUntil: 'networkidle', timeout: timeoutMs });
        const html = response ? await response.text() : '';
        const inHtml = jsUrlsInHtml(html, origin);
        const fetched = (await Promise.all(pending.values())).filter(Boolean);
        const files = fetched.filter((file) => file.kind === 'js');
        const css = fetched.filter((file) => file.kind === 'css');
        const sum = (list) => list.reduce((total, file) => total + file.gzip, 0);
        rows.push({
          label,
          path,
          status: response?.status() ?? 0,
          files: files.length,
          gzipBytes: sum(files),
          rawBytes: files.reduce((total, file) => total + file.raw, 0),
          lazyFiles: files.filter((file) => !inHtml.has(file.url)).length,
          lazyGzipBytes: sum(files.filter((file) => !inHtml.has(file.url))),
          largest: files.sort((a, b) => b.gzip - a.gzip).map((file) => ({ path: new URL(file.url).pathname, gzip: file.gzip })),
          cssFiles: css.length,
          cssGzipBytes: sum(css),
          pageErrors: errors,
        });
      } catch (error) {
        rows.push({
          label,
          path,
          status: 0,
          files: 0,
          gzipBytes: 0,
          rawBytes: 0,
          lazyFiles: 0,
          lazyGzipBytes: 0,
          largest: [],
          cssFiles: 0,
          cssGzipBytes: 0,
          pageErrors: [String(error?.message ?? error)],
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
