import { buildSchool } from '#fixtures/school/index.ts';
import { PAGES } from '#src/pages/pages.gen.ts';
import { matchRoute } from '#src/routes/match-route.ts';
import { ROUTE_TABLE, SPORT_PARAMS, isRedirect } from '#src/routes/route-table.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_SITE_NOW } from './constants.ts';
import { sampleAddress } from '#tests/support/preview-samples.ts';
import { expect, signInAsStaff, test } from './fixtures.ts';

// "No page ever scrolls sideways": one sample address of every HTML route pattern, loaded at a phone's and a
// laptop's width, signed in as staff (so staff-only patterns load too). Samples are found by following the site's
// own links from every address without a parameter and from each page's preview sample (src/pages: the record the
// editor previews it with); a pattern none of them reaches fails the test. File, PDF and feed addresses (not HTML)
// are left out.

/** A phone's and a laptop's width in every run; `OVERFLOW_WIDTHS=320,360,390,768,1024,1280,1440,1920` checks more. */
const WIDTHS = process.env.OVERFLOW_WIDTHS ? process.env.OVERFLOW_WIDTHS.split(',').map(Number) : [320, 1366];
/** Enough to reach every pattern several links deep; the crawl stops as soon as each has a sample. */
const MAX_FETCHES = 600;

const school = buildSchool(E2E_SITE_NOW);

/**
 * Where the crawl starts: every address without a parameter, every address whose only parameter is a sport (for
 * each sport), every manual page, and each page's preview address (the first record that can show it).
 */
function seeds(): string[] {
  const previews = Object.values(PAGES).flatMap((page) => {
    const address = page.preview ? sampleAddress(page.preview, school) : null;
    return address ? [address] : [];
  });
  const sportParams = new Set<string>(SPORT_PARAMS);
  const patterns = ROUTE_TABLE.filter((e) => !isRedirect(e)).map((e) => e.path.replace(/\/:\w+\?/g, ''));
  const plain = patterns.filter((path) => !/[:*]/.test(path));
  const bySport = patterns
    .filter((path) => /:/.test(path) && !/\*/.test(path) && [...path.matchAll(/:(\w+)/g)].every((m) => sportParams.has(m[1]!)))
    .flatMap((path) => school.sports.map((sport) => path.replace(/:\w+/g, sport.global_sport_name_slug)));
  return ['/', ...plain, ...school.manualPages.map((p) => p.path), ...previews, ...bySport];
}

const patternsOf = () => new Set(ROUTE_TABLE.filter((e) => !isRedirect(e)).map((e) => e.id));

/** Route id → the first address of it that answered 200 with HTML, by breadth-first search over links. */
async function crawl(request: APIRequestContext): Promise<{ samples: Map<string, string>; notHtml: Set<string> }> {
  const samples = new Map<string, string>();
  const notHtml = new Set<string>();
  const tried = new Set<string>();
  const queue = seeds();
  const wanted = patternsOf();
  let fetches = 0;
  while (queue.length > 0 && fetches < MAX_FETCHES && samples.size + notHtml.size < wanted.size) {
    const path = queue.shift()!;
    const match = matchRoute(new URL(path, 'http://x').pathname);
    if (match.kind !== 'page') continue;
    const id = match.route.id;
    if (samples.has(id) || notHtml.has(id) || tried.has(path)) continue;
    tried.add(path);
    fetches += 1;
    const response = await request.get(path, { maxRedirects: 0 });
    // The not-found page answers 404 by design (spec 8); any other pattern's sample answers 200.
    if (response.status() !== (match.route.page === '404' ? 404 : 200)) continue;
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) {
      notHtml.add(id);
      continue;
    }
    samples.set(id, path);
    // A staff-only variant shows the same record under /hidden or /protected (spec 2.1).
    queue.push(`/hidden${path}`, `/protected${path}`);
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="(\/(?!\/)[^"#]*)/g)) {
      const link = href!.replaceAll('&amp;', '&');
      if (!tried.has(link)) queue.push(link);
    }
  }
  return { samples, notHtml };
}

async function pageWidth(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const width of WIDTHS) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await signInAsStaff(page);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const { samples, notHtml } = await crawl(page.context().request);

    const unreached = [...patternsOf()].filter((id) => !samples.has(id) && !notHtml.has(id));
    expect(unreached, 'route patterns no link reaches').toEqual([]);

    const overflowing: string[] = [];
    for (const [id, path] of samples) {
      const scrollWidth = await pageWidth(page, path);
      if (scrollWidth > width) overflowing.push(`${id} ${path}: ${scrollWidth} px`);
    }
    expect(overflowing).toEqual([]);
  });
}
