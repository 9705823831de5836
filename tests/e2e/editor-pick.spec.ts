import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, signInAsStaff, test } from './fixtures.ts';

let signIns = 0;

/** Staff sign-in from an address of its own (sign-ins are limited per client address; the suite shares one). */
async function signIn(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(signIns += 1)}` });
  await page.goto('/login?returnTo=%2Fadmin');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('homepage');
}

const listItem = (page: Page, id: string) => page.locator(`.editor-list-panel li[data-widget-id="${id}"]`);
const defaultOrder = (page: Page) =>
  page
    .locator('section[aria-labelledby="area-default"] li[data-widget-id]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id')));
/** The outline the editor draws on a slot in the preview ("none" when it has none). */
const outline = (slot: Locator) =>
  slot.evaluate((node) => {
    const { outlineStyle, outlineWidth } = getComputedStyle(node);
    return outlineStyle === 'none' ? 'none' : `${outlineStyle} ${outlineWidth}`;
  });
/** The preview, once the editor has wired its document (its marks stylesheet is in it). */
async function wiredPreview(page: Page): Promise<FrameLocator> {
  const preview = page.frameLocator('iframe[title="Preview of homepage"]');
  await expect(preview.locator('style[data-editor-marks]')).toBeAttached();
  return preview;
}

test.beforeEach(async ({ staffApi }) => {
  await staffApi.delete('/api/v2/admin/templates/homepage/draft'); // none unless an earlier run stopped half-way
});
test.afterEach(async ({ staffApi }) => {
  await staffApi.delete('/api/v2/admin/templates/homepage/draft');
});

test('a widget clicked in the preview is selected with its settings open, outlined, and no link there is followed', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const preview = await wiredPreview(page);
  const frame = page.locator('iframe[title="Preview of homepage"]');
  // Any navigation of the preview's document, a full one or the router's own, is counted (the Navigation API
  // reports both as they start, within the click that causes them).
  await frame.evaluate((node: HTMLIFrameElement) => {
    const win = node.contentWindow as Window & { navigation: EventTarget; navigations?: number };
    win.navigations = 0;
    win.navigation.addEventListener('navigate', () => (win.navigations = (win.navigations ?? 0) + 1));
  });
  const address = await frame.evaluate((node: HTMLIFrameElement) => node.contentWindow?.location.href);

  // A story link in the Top Stories widget: the click picks the widget and goes nowhere.
  const topStories = preview.locator('[data-widget-id="top-stories"]');
  await topStories.locator('a[href]').first().click();
  await expect(listItem(page, 'top-stories')).toHaveClass(/is-selected/);
  await expect(listItem(page, 'top-stories').getByRole('button', { name: /#top-stories$/ })).toHaveAttribute('aria-pressed', 'true');
  const settings = page.locator('.editor-settings');
  await expect(settings.getByRole('heading', { name: 'Settings: Top Stories (Story list)' })).toBeVisible();
  await expect(settings.getByLabel('Title', { exact: true })).toHaveValue('Top Stories');
  expect(await frame.evaluate((node: HTMLIFrameElement) => (node.contentWindow as Window & { navigations?: number }).navigations)).toBe(0);
  expect(await frame.evaluate((node: HTMLIFrameElement) => node.contentWindow?.location.href)).toBe(address);
  await expect(topStories).toHaveCSS('outline-style', 'solid');

  // Another widget clicked: the selection and the outline move to it, its settings replace the others.
  const scores = preview.locator('[data-widget-id="scores"]');
  await scores.click();
  await expect(listItem(page, 'scores')).toHaveClass(/is-selected/);
  await expect(settings.getByLabel('Title', { exact: true })).toHaveValue('Upcoming Games');
  expect(await outline(scores)).toBe('solid 4px');
  expect(await outline(topStories)).toBe('none');

  // Hovering a list item marks its widget on the page more lightly; hovering a widget there marks its list item.
  await listItem(page, 'results').hover();
  const results = preview.locator('[data-widget-id="results"]');
  await expect.poll(() => outline(results)).toBe('dashed 3px');
  await topStories.hover();
  await expect(listItem(page, 'top-stories')).toHaveClass(/is-hovered/);
  await expect(listItem(page, 'results')).not.toHaveClass(/is-hovered/);
  await expect.poll(() => outline(results)).toBe('none');

  // Chosen in the list, a widget far down the page is scrolled into the preview's view and outlined.
  await listItem(page, 'sports')
    .getByRole('button', { name: /#sports$/ })
    .click();
  const sports = preview.locator('[data-widget-id="sports"]');
  await expect.poll(() => outline(sports)).toBe('solid 4px');
  await expect(sports).toBeInViewport();

  await page.mouse.move(0, 0);
  await page.screenshot({ path: test.info().outputPath('editor-selected-1280.png') });
  await checkA11y(page);
});

test('a widget dragged below another in the preview moves there in the list, the draft and the reloaded preview', async ({ page }) => {
  test.setTimeout(60_000);
  // Tall enough that both widgets are in the preview's view at once.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await signIn(page);
  const preview = await wiredPreview(page);
  const before = await defaultOrder(page);
  expect(before.indexOf('scores')).toBeLessThan(before.indexOf('top-stories'));

  const from = await preview.locator('[data-widget-id="scores"]').boundingBox();
  const to = await preview.locator('[data-widget-id="top-stories"]').boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 20, { steps: 4 });
  // The lower half of Top Stories: Upcoming Games goes after it.
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.75, { steps: 10 });
  await page.mouse.up();

  const expected = before.filter((id) => id !== 'scores');
  expected.splice(expected.indexOf('top-stories') + 1, 0, 'scores');
  await expect.poll(() => defaultOrder(page)).toEqual(expected);
  await expect(page.getByText(/Upcoming Games \(Scoreboard.*\) moved to position \d+ of \d+ in default\./)).toBeAttached();
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
  await expect
    .poll(() => preview.locator('.area-default > .widget').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-widget-id'))))
    .toEqual(expected);
});
