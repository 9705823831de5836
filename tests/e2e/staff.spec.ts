import AxeBuilder from '@axe-core/playwright';
import { buildSchool } from '#fixtures/school/index.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();
const director = school.staff.find((m) => m.title === 'Director of Athletics')!;
const directorName = `${director.first_name} ${director.last_name}`;
const ticketOffice = school.staff.filter((m) => m.published && m.department === 'Ticket Office');

test('staff directory: narrows as you type, to a bio with contact links and a vCard; axe clean', async ({ page, checkA11y }) => {
  await page.goto('/staff-directory');
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Administration');
  await checkA11y(page);
  await page.getByRole('searchbox', { name: 'Filter by name, title or department' }).fill('ticket office');
  await expect(page.getByRole('status')).toHaveText(`${ticketOffice.length} staff members match “ticket office”`);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Ticket Office']);
  await page.getByRole('searchbox').fill('');
  await page.getByRole('link', { name: directorName }).click();
  await expect(page.getByRole('heading', { level: 2, name: directorName })).toBeVisible();
  // A client navigation to a widget not on the first page brings its stylesheet too.
  await expect(page.locator('.staff-bio-facts')).toHaveCSS('display', 'grid');
  await expect(page).toHaveTitle(`${directorName} - Director of Athletics - Northfield State Athletics`);
  if (director.email) await expect(page.getByRole('link', { name: director.email })).toHaveAttribute('href', `mailto:${director.email}`);
  await checkA11y(page);
  const vcard = await page.request.get(`/staff-directory/${director.slug}/${director.id}.vcf`);
  expect(vcard.headers()['content-type']).toBe('text/vcard; charset=utf-8');
  expect(await vcard.text()).toContain(`FN:${directorName}`);
});

test('without JavaScript the filter is a query parameter; department and print pages; unknown ids are 404', async ({
  browser,
  page,
  request,
  checkA11y,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/staff-directory');
  await noJs.getByRole('searchbox').fill('compliance');
  await noJs.getByRole('button', { name: 'Filter' }).click();
  await expect(noJs).toHaveURL(/\?q=compliance$/);
  await expect(noJs.getByRole('heading', { level: 3 })).toHaveText(['Compliance']);
  // The widget's own stylesheet is in the server's HTML: styled without JavaScript.
  await expect(noJs.getByRole('table', { name: /^Compliance/ })).toHaveCSS('border-collapse', 'collapse');
  await context.close();

  await page.goto('/staff-directory');
  await page.getByRole('link', { name: 'Communications' }).click();
  await expect(page.getByRole('heading', { name: 'Communications Staff' })).toBeVisible();
  await checkA11y(page);
  await page.goto('/staff-directory/print');
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: directorName })).toBeVisible();
  await checkA11y(page);
  for (const path of [
    `/staff-directory/${director.slug}/987654`,
    '/staff-directory/compliance-department/99',
    '/staff-directory/x/987654.vcf',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // A wrong name for a known id: one address per person.
  const moved = await request.get(`/staff-directory/someone-else/${director.id}?q=x`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/staff-directory/${director.slug}/${director.id}?q=x`);
});

test('on a 390 px phone no link is a touch target under 24 px, the groups below the fold included', async ({ page }) => {
  // Groups off screen skip rendering (decision 0020): axe measures their rows where they lie, unscrolled.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/staff-directory');
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  expect(results.passes.flatMap((r) => r.nodes).length).toBeGreaterThan(100);
});
