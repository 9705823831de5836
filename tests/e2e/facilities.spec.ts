import { buildSchool } from '#fixtures/school/index.ts';
import { facilityUrl } from '#src/widgets/shared/facilities.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();
const stadium = school.facilities.find((f) => f.title === 'Falcon Stadium')!;
const soccer = school.facilities.find((f) => f.title === 'Falcon Soccer Complex')!;
const hidden = school.facilities.find((f) => !f.published)!;

test('the facilities list, featured first, leads to a facility page with photos, directions and next home games; axe clean', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/facilities');
  await expect(page.getByRole('heading', { level: 2, name: 'Facilities' })).toBeVisible();
  const titles = page.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(school.facilities.filter((f) => f.published).length);
  await expect(titles.first()).toHaveText(
    school.facilities
      .filter((f) => f.featured)
      .map((f) => f.title)
      .toSorted()[0]!,
  );
  await checkA11y(page);

  await page.getByRole('link', { name: stadium.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${facilityUrl(stadium)}$`));
  await expect(page.getByRole('heading', { level: 2, name: stadium.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${stadium.title}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', stadium.teaser);
  const hero = page.getByRole('img', { name: stadium.images[0]!.alt });
  await expect(hero).toHaveAttribute('width', String(stadium.images[0]!.width));
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const directions = page.getByRole('link', { name: /^Directions to Falcon Stadium/ });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${stadium.latitude},${stadium.longitude}`,
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('table', { name: `Next Football home games at ${stadium.title}` })).toBeVisible();
  await checkA11y(page);

  await page.getByRole('link', { name: 'Full Football schedule' }).click();
  await expect(page).toHaveURL(/\/sports\/football\/schedule$/);
});

test('a facility whose teams are out of season says so; unknown and unpublished facilities are 404s, misnamed ones 301', async ({
  page,
  request,
}) => {
  await page.goto(facilityUrl(soccer));
  await expect(page.getByText('No upcoming home games')).toHaveCount(2);
  for (const path of [`/facilities/${stadium.slug}/999999`, `/facilities/${stadium.slug}/0`, facilityUrl(hidden)]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(`Page Not Found: ${path}`);
  }
  const moved = await request.get(`/facilities/${soccer.slug}/${stadium.id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(facilityUrl(stadium));
  expect((await request.get('/facilities')).status()).toBe(200);
});
