import { expect, test } from './fixtures.ts';

// The demo school's drawn pictures say what the content says (docs/decisions/0015-demo-art-raster.md): no picture
// on these pages shows the id or file name in its URL, and a person without a photo is never an empty box.
const PAGES = [
  '/',
  '/sports/football/roster?view=grid',
  '/news/2026/11/20/mens-swimming-and-diving-rolls-past-briarwood-college-133-129',
  '/honors/hall-of-fame',
];
const DRAWN = /^\/images\/([a-z-]+)\/([\w-]+)\.(svg|webp)$/;

/** The drawn picture behind an <img> source: its own path, or the image service's `url`. */
function drawnPath(src: string): string | null {
  const url = new URL(src, 'http://site.test');
  const path = /^\/images\/(convert|resize|crop)$/.test(url.pathname) ? (url.searchParams.get('url') ?? '') : url.pathname;
  return DRAWN.test(path) ? path : null;
}

for (const path of PAGES) {
  test(`no demo picture on ${path} shows an id or a file name`, async ({ page, request }) => {
    await page.goto(path);
    const sources = await page.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    const drawn = [...new Set(sources.map(drawnPath).filter((p): p is string => p !== null))];
    expect(drawn.length).toBeGreaterThan(0);
    for (const picture of drawn) {
      const [, kind, name, format] = DRAWN.exec(picture)!;
      const served = await request.get(picture);
      expect(served.headers()['content-type'], picture).toBe(format === 'webp' ? 'image/webp' : 'image/svg+xml');
      // The same drawing as SVG: its words are what a fan reads on the picture.
      const svg = await (await request.get(`/images/${kind}/${name}.svg`)).text();
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
      if (/^(?:[a-z]+-)?\d+(?:-\d+|-square)?$/.test(name!)) {
        for (const id of name!.match(/\d{3,}/g) ?? []) expect(words, picture).not.toMatch(new RegExp(`\\b${id}\\b`));
      }
      expect(words, picture).not.toContain(name!.replace(/-/g, ' ').toUpperCase());
    }
  });
}

test('every hall of fame card shows a face: a photo, or a silhouette with the initials', async ({ page }) => {
  await page.goto('/honors/hall-of-fame');
  const cards = page.locator('.hof-cards li');
  expect(await cards.count()).toBeGreaterThan(100);
  const blanks = await cards.evaluateAll(
    (items) => items.filter((li) => !li.querySelector('img') && !li.querySelector('svg text')?.textContent?.trim()).length,
  );
  expect(blanks).toBe(0);
  const withoutPhoto = page.locator('.hof-cards li svg.hof-photo-blank').first();
  await expect(withoutPhoto.locator('text')).toHaveText(/^[A-Z]{2}$/);
});
