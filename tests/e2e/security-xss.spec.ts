import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { TENANT } from './constants.ts';
import { e2eDataDir, expect, nextFrames, test } from './fixtures.ts';
import { XSS_PAYLOADS, allPayloadsHtml } from '../security/xss-payloads.ts';

// The security suite: every payload of the corpus goes into every HTML-bearing field of the store
// (and into a template's html prop through the staff API), each page is loaded in Chromium, and none may run,
// leave an executable attribute or URL in the page, or even trip the CSP (the sanitizer must remove them first).

interface Target {
  label: string;
  collection: string;
  id: number;
  /** JSON path of the HTML field in the document body. */
  field: string;
  url: string;
}

const HTML = allPayloadsHtml();
let db: Database.Database;
const originals: { collection: string; id: number; body: string }[] = [];

function bump() {
  db.prepare('UPDATE tenants SET content_version = content_version + 1 WHERE id = ?').run(TENANT);
}

function inject(target: Target) {
  const row = db
    .prepare('SELECT body FROM documents WHERE tenant = ? AND collection = ? AND id = ?')
    .get(TENANT, target.collection, target.id) as { body: string } | undefined;
  if (!row) throw new Error(`${target.label}: no ${target.collection} #${target.id}`);
  originals.push({ collection: target.collection, id: target.id, body: row.body });
  db.prepare('UPDATE documents SET body = json_set(body, ?, ?) WHERE tenant = ? AND collection = ? AND id = ?').run(
    target.field,
    HTML,
    TENANT,
    target.collection,
    target.id,
  );
}

/** The first link on a listing page whose path matches, and the numeric id it ends with. */
async function firstLink(page: Page, listing: string, pattern: RegExp): Promise<{ url: string; id: number }> {
  const html = await (await page.request.get(listing)).text();
  const href = [...html.matchAll(/href="([^"]+)"/g)].map(([, h]) => h!).find((h) => pattern.test(h));
  if (!href) throw new Error(`no link like ${pattern} on ${listing}`);
  return { url: href, id: Number(/(\d+)$/.exec(href)![1]) };
}

function firstId(collection: string, where = '1'): { id: number; body: Record<string, unknown> } {
  const row = db
    .prepare(`SELECT id, body FROM documents WHERE tenant = ? AND collection = ? AND published = 1 AND ${where} ORDER BY id LIMIT 1`)
    .get(TENANT, collection) as { id: number; body: string };
  return { id: row.id, body: JSON.parse(row.body) as Record<string, unknown> };
}

async function targets(page: Page): Promise<Target[]> {
  const story = firstId('stories', "json_extract(body, '$.content') IS NOT NULL");
  const staff = await firstLink(page, '/staff-directory', /^\/staff-directory\/(?!.*-department\/)[^/]+\/\d+$/);
  const coach = await firstLink(page, '/sports/football/coaches', /^\/sports\/football\/roster\/coaches\/[^/]+\/\d+$/);
  const player = await firstLink(page, '/sports/football/roster', /^\/sports\/football\/roster\/(?!coaches|staff|print)[^/]+\/\d+$/);
  const inductee = await firstLink(page, '/honors/hall-of-fame', /^\/honors\/[^/]+\/[^/]+\/\d+$/);
  const facility = await firstLink(page, '/facilities', /^\/facilities\/[^/]+\/\d+$/);
  const splash = firstId('splash', "json_extract(body, '$.html') IS NOT NULL");
  const manual = db
    .prepare("SELECT id, body FROM documents WHERE tenant = ? AND collection = 'manual_pages' AND slug = '/watch'")
    .get(TENANT) as { id: number; body: string };
  const htmlBlock = (JSON.parse(manual.body) as { blocks: { kind: string }[] }).blocks.findIndex((b) => b.kind === 'html');
  const hero = db.prepare("SELECT id FROM documents WHERE tenant = ? AND collection = 'promotions' AND slug = 'home-hero'").get(TENANT) as {
    id: number;
  };
  return [
    { label: 'story content', collection: 'stories', id: story.id, field: '$.content', url: String(story.body.url) },
    { label: 'staff bio', collection: 'staff', id: staff.id, field: '$.bio', url: staff.url },
    { label: 'coach bio', collection: 'staff', id: coach.id, field: '$.bio', url: coach.url },
    { label: 'player bio', collection: 'roster', id: player.id, field: '$.bio', url: player.url },
    { label: 'inductee bio', collection: 'inductees', id: inductee.id, field: '$.bio', url: inductee.url },
    { label: 'facility history', collection: 'facilities', id: facility.id, field: '$.history', url: facility.url },
    { label: 'splash html', collection: 'splash', id: splash.id, field: '$.html', url: `/splash/${splash.id}` },
    { label: 'manual page html block', collection: 'manual_pages', id: manual.id, field: `$.blocks[${htmlBlock}].html`, url: '/watch' },
    { label: 'promotion campaign html', collection: 'promotions', id: hero.id, field: '$.campaigns[0].html', url: '/' },
  ];
}

/** Loads a page with the `__xss` probe and a CSP violation recorder in place; returns what fired. */
async function probe(page: Page, url: string) {
  const ran: string[] = [];
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Give event-handler payloads their chance: hover, focus and click across the content.
  await page.mouse.move(200, 300);
  await page.keyboard.press('Tab');
  await nextFrames(page);
  const found = await page.evaluate(() => {
    const root = document.querySelector('#main-content') ?? document.body;
    const elements = [...root.querySelectorAll('*')];
    return {
      handlers: elements.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`)),
      urls: elements.flatMap((el) =>
        ['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href']
          .map((name) => [name, el.getAttribute(name) ?? ''] as const)
          // Browsers drop tabs and newlines inside a scheme ("java\nscript:"): so does this check.
          .filter(([name, value]) =>
            name === 'srcdoc' ? value !== '' : /^\s*(javascript|vbscript|data:text\/html)/i.test(value.replace(/\s/g, '')),
          )
          .map(([name]) => `${el.tagName} ${name}`),
      ),
      // Scripts the site put there carry the response's nonce; anything else came from the store.
      foreignScripts: [...root.querySelectorAll('script, iframe[srcdoc], object, embed, base, meta[http-equiv]')]
        .filter((el) => !(el instanceof HTMLScriptElement && el.nonce !== ''))
        .map((el) => el.outerHTML.slice(0, 80)),
      clobbered: document.querySelector('[id^="__xss_clobber"], [name="location"], #defaultView') !== null,
      violations: (window as unknown as { __cspViolations: string[] }).__cspViolations,
      hits: (window as unknown as { __xssHits: number[] }).__xssHits,
    };
  });
  ran.push(...found.hits.map(String));
  return { ...found, ran, dialogs };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  db = new Database(join(e2eDataDir(), 'athletics.sqlite'));
});

test.afterAll(() => {
  db.transaction(() => {
    for (const row of originals)
      db.prepare('UPDATE documents SET body = ? WHERE tenant = ? AND collection = ? AND id = ?').run(
        row.body,
        TENANT,
        row.collection,
        row.id,
      );
    bump();
  })();
  db.close();
});

test(`${XSS_PAYLOADS.length} stored-XSS payloads in every HTML-bearing field: none runs, none survives, no CSP violation`, async ({
  page,
  staffApi,
}) => {
  test.setTimeout(120_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const list = await targets(page);
  db.transaction(() => {
    for (const target of list) inject(target);
    bump();
  })();

  // A template's html prop, written through the staff API (sanitized on write and on render).
  const template = {
    page: 'partners',
    sport_id: null,
    areas: { above: [], default: [{ id: 'corpus', name: 'rich-text', props: { title: 'Corpus', html: HTML } }], below: [] },
  };
  const put = await staffApi.put('/api/v2/common/templates/partners', { data: template });
  expect(put.status()).toBe(200);
  list.push({ label: 'template html prop', collection: 'templates', id: 0, field: '', url: '/partners' });

  await page.addInitScript(() => {
    const w = window as unknown as { __xssHits: number[]; __cspViolations: string[]; __xss: (n: number) => void };
    w.__xssHits = [];
    w.__cspViolations = [];
    w.__xss = (n: number) => w.__xssHits.push(n);
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  const report: Record<string, unknown> = {};
  for (const target of list) {
    const response = await page.request.get(target.url);
    expect(response.status(), `${target.label} at ${target.url}`).toBe(200);
    const result = await probe(page, target.url);
    // The payload text really is on the page (escaped or stripped of its active parts), so the field was rendered.
    await expect(page.getByText('Payload 1:').first(), target.label).toBeAttached();
    const bad = Object.fromEntries(
      Object.entries(result).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value === true)),
    );
    if (Object.keys(bad).length > 0) report[target.label] = bad;
  }
  expect(report).toEqual({});
});
