import { buildSchool, FULL_STORY_MARK } from '#fixtures/school/index.ts';
import { expect, test, signInAsStaff } from './fixtures.ts';

const school = buildSchool();
const full = school.stories.find((s) => s.content_template === FULL_STORY_MARK)!;
const draft = school.stories.find((s) => !s.published && s.sport_id !== null)!;

test('a fan opens a story from the home page and reads it: headline, byline, body, sport navigation; axe clean', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  const link = page.locator('.story-card-title a').first();
  const title = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} - ${school.site.athleticsName}`);
  await expect(page.locator('.story-body p').first()).toBeVisible();
  await checkA11y(page);
});

test('the full story: sport nav, games with box scores, writer, share tags, no third-party request before Play Video', async ({
  page,
  checkA11y,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
  });
  const response = await page.goto(full.url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('navigation', { name: /Football/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The games' })).toBeVisible();
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1600');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: full.title });
  await checkA11y(page);
  expect(thirdParty).toEqual([]);
  await page.getByRole('button', { name: /Play Video/ }).click();
  await expect(page.locator('.video-player iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
});

test('the hero image has its size before it loads: nothing moves', async ({ page }) => {
  await page.goto(school.stories.find((s) => s.published && s.image && !s.video && s.sport_id !== null)!.url);
  const hero = page.locator('.story-hero img');
  await expect(hero).toHaveAttribute('width', /\d+/);
  const before = await page.locator('.story-body').boundingBox();
  await hero.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
  const after = await page.locator('.story-body').boundingBox();
  expect(after?.y).toBe(before?.y);
});

test('an unknown slug or a wrong date is a 404 "Page Not Found: {path}"', async ({ page }) => {
  const [, , y, m, d, slug] = full.url.split('/');
  for (const path of [`/news/${y}/${m}/${d}/no-such-story`, `/news/${Number(y) - 1}/${m}/${d}/${slug}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
  }
});

test('a draft is a 404 to visitors and a marked draft for staff on the hidden route', async ({ page }) => {
  expect((await page.goto(draft.url))?.status()).toBe(404);
  await page.goto(`/hidden${draft.url}`);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await signInAsStaff(page);
  await expect(page.getByRole('note')).toContainText('Draft');
  await expect(page.getByRole('heading', { level: 2, name: draft.title })).toBeVisible();
});
