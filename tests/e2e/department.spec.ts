import { buildSchool } from '#fixtures/school/index.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();
const sponsors = school.promotions.find((p) => p.name === 'footer-sponsors')!.campaigns;

test('partners: every sponsor logo links out in a new window and says so; axe clean', async ({ page, checkA11y }) => {
  await page.goto('/partners');
  // The footer's sponsor rotator (every page) shows the same logos: the page's own grid is in main.
  const first = page.getByRole('main').getByRole('link', { name: `${sponsors[0]!.title} logo (opens in a new window)` });
  await expect(first).toHaveAttribute('href', sponsors[0]!.link!);
  await expect(first).toHaveAttribute('target', '_blank');
  await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.locator('.partner-grid li')).toHaveCount(sponsors.length);
  await checkA11y(page);
});

test('tickets: the season ticket promotion, each ticketed sport with its next home game, the editable text; axe clean', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/tickets');
  await expect(page).toHaveTitle(/^Tickets - /);
  await expect(page.getByRole('link', { name: 'Buy tickets at the ticket office (opens in a new window)' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Ticketed sports and their next home game' });
  await expect(table.getByRole('rowheader', { name: 'Football' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Season tickets' })).toBeVisible();
  await checkA11y(page);
});

test('social accounts: the department and each sport, named by channel; axe clean', async ({ page, checkA11y }) => {
  await page.goto('/social-accounts');
  const department = page.getByRole('region', { name: 'Northfield State Athletics' });
  await expect(department.getByRole('link', { name: 'X (Twitter): @NorthfieldAth (opens in a new window)' })).toHaveAttribute(
    'href',
    'https://x.com/NorthfieldAth',
  );
  await expect(page.getByRole('region', { name: 'Football' }).getByRole('link')).not.toHaveCount(0);
  await checkA11y(page);
});
