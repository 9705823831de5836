import { expect, test } from './fixtures.ts';

// README "Visual system": one look across page types. Run at a phone's width, where a second gutter or a stray
// block shows most.
test.use({ viewport: { width: 390, height: 844 } });

test('content starts at the same x on every page type: no widget adds a second gutter inside the page container', async ({ page }) => {
  const lefts = new Map<string, number>();
  for (const path of ['/sports/football/roster', '/facilities/falcon-stadium/601', '/form/1', '/search?q=falcons', '/rss-feeds']) {
    await page.goto(path);
    const title = page.getByRole('main').locator('h2:not(.visually-hidden)').first();
    lefts.set(path, Math.round((await title.boundingBox())!.x));
  }
  expect(new Set(lefts.values()), JSON.stringify([...lefts])).toEqual(new Set([16]));
});

test('facility and form pages title themselves like every other page (the page title, section headings)', async ({ page }) => {
  for (const path of ['/facilities/falcon-stadium/601', '/form/1']) {
    await page.goto(path);
    await expect(page.locator('main .page-title h2'), path).toHaveCount(1);
  }
  await page.goto('/facilities/falcon-stadium/601');
  await expect(page.getByRole('heading', { level: 3, name: 'Teams and next home games' })).toHaveClass(/section-heading/);
});

for (const width of [390, 1366]) {
  test(`the "Presented by" sponsor block keeps to the content column at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const column = (await page.getByRole('heading', { level: 2, name: 'Latest Results' }).boundingBox())!;
    const sponsor = (await page.locator('.sponsor-block').boundingBox())!;
    expect(Math.round(sponsor.x)).toBe(Math.round(column.x));
    expect(sponsor.x + sponsor.width).toBeLessThanOrEqual(width - column.x + 1);
  });
}
