import { buildSchool, FULL_STORY_MARK } from '#fixtures/school/index.ts';
import { expect, navigateInApp, test } from './fixtures.ts';

// Header and footer: the footer's sponsor rotator on every page, the desktop header's quick
// links, the conference link, single-spaced titles. (Ads, part 5, are in ads.spec.ts.)

const school = buildSchool();
const story = school.stories.find((s) => s.content_template === FULL_STORY_MARK)!;
test.describe('header and footer', () => {
  const SPONSORS = '[data-carousel="footer-sponsors"]';
  const sponsors = school.promotions.find((p) => p.name === 'footer-sponsors')!.campaigns;

  test('every page has the footer sponsor rotator, hydrated once it nears the view, paused by "Pause All Rotators"', async ({ page }) => {
    for (const path of ['/', '/tickets', '/sports/football/roster', '/404']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      const rotator = footer.getByRole('region', { name: 'footer sponsors promotion' });
      await expect(rotator, path).toHaveAttribute('aria-roledescription', 'carousel');
      for (const sponsor of sponsors)
        await expect(rotator.getByRole('link', { name: new RegExp(sponsor.title) }), path).toHaveAttribute('href', sponsor.link!);
      // Only one, even on the home page.
      await expect(page.locator(SPONSORS)).toHaveCount(1);
    }
    await page.goto('/tickets', { waitUntil: 'networkidle' });
    await page.locator(SPONSORS).scrollIntoViewIfNeeded();
    await expect(page.locator(`${SPONSORS} .swiper.swiper-initialized`)).toHaveCount(1, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Pause All Rotators' }).press('Enter');
    await expect(page.locator(SPONSORS).getByRole('button', { name: 'Play rotator' })).toBeVisible();
  });

  test('a not-found page (the error boundary) has the rotator too, working', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/sports/no-such-sport/roster', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.locator(SPONSORS).scrollIntoViewIfNeeded();
    await expect(page.locator(`${SPONSORS} .swiper.swiper-initialized`)).toHaveCount(1, { timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  test('the footer rotator is styled without JavaScript and keeps its size when Swiper takes over', async ({ browser, page }) => {
    const still = await browser.newContext({ javaScriptEnabled: false });
    const server = await still.newPage();
    await server.goto('/tickets');
    const before = (await server.locator(SPONSORS).boundingBox())!;
    // Five logos side by side at this width (the location's breakpoints), not a column of full-size images.
    const slides = await server
      .locator(`${SPONSORS} [aria-roledescription="slide"]`)
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(new Set(slides.map(Math.round)).size).toBe(1);
    await still.close();

    await page.goto('/tickets', { waitUntil: 'networkidle' });
    await page.locator(SPONSORS).scrollIntoViewIfNeeded();
    await expect(page.locator(`${SPONSORS} .swiper.swiper-initialized`)).toHaveCount(1, { timeout: 10_000 });
    const after = (await page.locator(SPONSORS).boundingBox())!;
    expect(Math.abs(after.height - before.height)).toBeLessThan(1);
    expect(after.width).toBe(before.width);
  });

  test('the header has the icon-button block on desktop; the footer links the conference (new window, 140 px)', async ({ page }) => {
    await page.goto('/tickets');
    const quick = page.getByRole('banner').getByRole('navigation', { name: 'Quick links' });
    await expect(quick).toBeVisible();
    await expect(quick.getByRole('link', { name: /^Tickets/ })).toHaveAttribute('target', '_blank');
    const conference = page.getByRole('contentinfo').getByRole('link', { name: /Great Lakes Athletic/ });
    await expect(conference).toHaveAttribute('target', '_blank');
    await expect(conference).toHaveAttribute('rel', 'noopener noreferrer');
    expect((await conference.getByRole('img').boundingBox())!.width).toBe(140);
  });

  test('document titles have single spaces, on first loads and after client navigations', async ({ page }) => {
    await page.goto('/tickets', { waitUntil: 'networkidle' });
    await expect(page).toHaveTitle('Tickets - Northfield State Athletics');
    for (const path of ['/sports/football/roster', story.url, '/staff-directory']) {
      await navigateInApp(page, path);
      await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
      await expect.poll(() => page.title()).toMatch(/^\S.* - Northfield State Athletics$/);
      expect(await page.title(), path).not.toMatch(/\s{2}/);
    }
  });

  test('pages with the hydrated footer rotator are axe clean', async ({ page, checkA11y }) => {
    for (const path of ['/tickets', '/404']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator(SPONSORS).scrollIntoViewIfNeeded();
      await expect(page.locator(`${SPONSORS} .swiper.swiper-initialized`)).toHaveCount(1, { timeout: 10_000 });
      await checkA11y(page);
    }
  });
});

test("the school's colours from its settings paint every page (and the demo's are the stylesheet's own)", async ({ page, staffApi }) => {
  const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  await page.goto('/tickets');
  expect(await primary()).toBe('#0b2545');
  const demo = { primary: '#0b2545', secondary: '#f2b705', accent: '#134074' };
  try {
    expect(
      (
        await staffApi.put('/api/v2/admin/settings/colors', { data: { primary: '#7a0019', secondary: '#ffcc33', accent: '#5b0013' } })
      ).status(),
    ).toBe(200);
    await page.goto('/tickets');
    expect(await primary()).toBe('#7a0019');
    await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(122, 0, 25)');
  } finally {
    await staffApi.put('/api/v2/admin/settings/colors', { data: demo });
  }
});
