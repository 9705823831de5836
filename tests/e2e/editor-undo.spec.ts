import type { APIRequestContext, Page } from '@playwright/test';
import { expect, nextFrames, signInAsStaff, test } from './fixtures.ts';

let signIns = 0;

/** Staff sign-in from an address of its own (sign-ins are limited per client address; the suite shares one). */
async function signIn(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(signIns += 1)}` });
  await page.goto('/login?returnTo=%2Fadmin');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('homepage');
}

/** The roster page's draft as saved on the server: its default area's widget ids (none without a draft). */
async function savedDraft(staffApi: APIRequestContext): Promise<string[] | null> {
  const body = (await (await staffApi.get('/api/v2/admin/templates/roster_list')).json()) as {
    draft: { template: { areas: { default: { id: string }[] } } } | null;
  };
  return body.draft?.template.areas.default.map((w) => w.id) ?? null;
}

test('a removed widget comes back with Ctrl+Z after autosave and goes again with Shift+Ctrl+Z; the buttons do the same', async ({
  page,
  staffApi,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await staffApi.delete('/api/v2/admin/templates/roster_list/draft'); // none unless an earlier run stopped half-way
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    await expect(undo).toBeDisabled();
    await expect(redo).toBeDisabled();

    await page.getByLabel('Page', { exact: true }).selectOption('roster_list');
    const listed = page.locator('section[aria-labelledby="area-default"] li[data-widget-id="roster"]');
    const shown = page.frameLocator('iframe[title="Preview of roster_list"]').locator('[data-widget-id="roster"]');
    await expect(listed).toHaveCount(1);
    await expect(shown).toHaveCount(1);

    // Removed, and saved: the preview (the saved draft) no longer has it.
    await page.getByRole('button', { name: 'Remove Roster', exact: true }).click();
    await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
    await expect(listed).toHaveCount(0);
    await expect(shown).toHaveCount(0);
    await expect(undo).toHaveAttribute('title', 'Undo: removed Roster');
    await expect(undo).toHaveAccessibleDescription('Undo: removed Roster');
    await expect(redo).toBeDisabled();
    await checkA11y(page);

    // Ctrl+Z (the keyboard is on the list, where removing left it): back in the list, saved, in the preview.
    await page.keyboard.press('Control+z');
    await expect(listed).toHaveCount(1);
    await expect(page.getByText('Undone: removed Roster.')).toBeAttached();
    await expect.poll(() => savedDraft(staffApi)).toContain('roster');
    await expect(shown).toHaveCount(1);
    await expect(redo).toHaveAttribute('title', 'Redo: removed Roster');
    await expect(undo).toBeDisabled();

    await page.keyboard.press('Control+Shift+Z');
    await expect(listed).toHaveCount(0);
    await expect(page.getByText('Redone: removed Roster.')).toBeAttached();
    await expect.poll(() => savedDraft(staffApi)).not.toContain('roster');
    await expect(shown).toHaveCount(0);

    // The toolbar's buttons do the same.
    await undo.click();
    await expect(listed).toHaveCount(1);
    await expect(shown).toHaveCount(1);
    await redo.click();
    await expect(listed).toHaveCount(0);
    await expect(shown).toHaveCount(0);
    await checkA11y(page);

    // In a settings text field Ctrl+Z is the browser's own undo of typing: the removed widget stays removed.
    await page.getByRole('button', { name: /^Page title #title$/ }).click();
    const title = page.locator('.editor-settings').getByLabel('Title', { exact: true });
    await title.pressSequentially('Squad');
    await expect(title).toHaveValue('Squad');
    await expect(undo).toHaveAttribute('title', 'Undo: changed the settings of Page title');
    await title.press('Control+z');
    await expect(title).not.toHaveValue('Squad');
    await nextFrames(page);
    await expect(listed).toHaveCount(0);
    await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
    expect(await savedDraft(staffApi)).not.toContain('roster');
  } finally {
    await staffApi.delete('/api/v2/admin/templates/roster_list/draft');
  }
});

test('the Undo and Redo buttons add no row to the toolbar at 1024 and 1280 px', async ({ page }) => {
  await signIn(page);
  const toolbar = page.getByRole('region', { name: 'Toolbar' });
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await nextFrames(page);
    const box = await toolbar.boundingBox();
    const withButtons = box?.height;
    await page.screenshot({
      path: test.info().outputPath(`toolbar-${width}.png`),
      clip: { x: 0, y: 0, width, height: (box?.y ?? 0) + (withButtons ?? 0) },
    });
    // The same toolbar as it was before it had them.
    const hide = await page.addStyleTag({ content: '.editor-undo { display: none !important; }' });
    await nextFrames(page);
    const without = (await toolbar.boundingBox())?.height;
    await hide.evaluate((style) => (style as Element).remove());
    expect(withButtons, `at ${width} px`).toBe(without);
  }
});
