import { expect, test } from './fixtures.ts';

test('search overlay by keyboard: open, submit disabled while empty, Enter searches, Escape returns focus', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /search/i }).first();
  await toggle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByPlaceholder('Search...');
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('button', { name: /submit|search/i }).last()).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(input).toBeFocused();
  await page.keyboard.type('falcons basketball');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=falcons(%20|\+)basketball$/);
});

test('mega-menu: Enter opens one level-1 item, Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const sports = page.getByRole('button', { name: 'Sports', exact: true });
  await sports.focus();
  await page.keyboard.press('Enter');
  await expect(sports).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveClass(/nav-is-open/);
  await expect(page.getByRole('link', { name: 'Football', exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sports).toHaveAttribute('aria-expanded', 'false');
  await expect(sports).toBeFocused();
  await expect(page.locator('html')).not.toHaveClass(/nav-is-open/);
});

test('a fullscreen page renders without header, footer or skip links', async ({ page }) => {
  await page.goto('/sports/football/schedule/print');
  await expect(page.getByRole('heading', { name: /Football .*Schedule/ }).first()).toBeVisible();
  await expect(page.locator('header.site-header, .site-header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCount(0);
});

test('skip link and rotator control are present on normal pages', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const pause = page.getByRole('button', { name: 'Pause All Rotators' });
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Play All Rotators' })).toBeVisible();
});

test('footer: copyright with the current year and new-window university link', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  const external = footer.locator('a[target="_blank"]');
  expect(await external.count()).toBeGreaterThanOrEqual(2);
  for (const rel of await external.evaluateAll((links) => links.map((l) => l.getAttribute('rel')))) {
    expect(rel).toContain('noopener');
  }
});

test('pages are axe clean (no serious or critical violations)', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  for (const path of ['/', '/sports/football', '/sports/womens-soccer/roster', '/404', '/login', '/sports/football/schedule/print']) {
    await page.goto(path);
    await checkA11y(page);
  }
});
