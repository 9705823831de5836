import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signInAsStaff, test } from './fixtures.ts';

/** Staff sign-in from an address of its own (sign-ins are limited per client address; see editor.spec.ts). */
async function signIn(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '192.0.2.180' });
  await page.goto('/login?returnTo=%2Fadmin');
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/admin$/);
}

/** A paste as the browser delivers one from Word or a web page: HTML on the clipboard, dispatched on the text. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.locator('.rich-text-content').evaluate((target, data) => {
    const clipboard = new DataTransfer();
    clipboard.setData('text/html', data);
    clipboard.setData('text/plain', 'pasted');
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
  }, html);
}

test('an editor writes rich text without typing a tag: heading, bold, an uploaded image, a cleaned paste', async ({
  page,
  checkA11y,
  staffApi,
}, testInfo) => {
  test.setTimeout(90_000);
  await staffApi.delete('/api/v2/admin/templates/tickets/draft'); // none unless an earlier run stopped half-way
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption('tickets');
  await page.getByRole('button', { name: /^Season tickets \(Rich text\)/ }).click();

  const toolbar = page.getByRole('toolbar', { name: 'HTML: formatting' });
  const text = page.getByRole('textbox', { name: 'HTML', exact: true });
  await expect(toolbar).toBeVisible();
  await expect(text).toContainText('Season tickets cover every regular-season home game');

  // A heading and a bold word, with the toolbar only.
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Gameday parking');
  await toolbar.getByRole('button', { name: 'H2 heading' }).click();
  await expect(toolbar.getByRole('button', { name: 'H2 heading' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bring a ');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('blanket');
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' for night games.');
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
  const preview = page.frameLocator('iframe[title="Preview of tickets"]');
  await expect(preview.getByRole('heading', { level: 2, name: 'Gameday parking' })).toBeVisible();
  await expect(preview.locator('.rich-text strong', { hasText: 'blanket' })).toBeVisible();

  // The toolbar fits the settings panel at 1280 px: it wraps, nothing scrolls sideways.
  const settings = page.locator('.editor-settings');
  expect(await settings.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  const [bar, panel] = [await toolbar.boundingBox(), await settings.boundingBox()];
  expect(bar && panel && bar.x + bar.width <= panel.x + panel.width).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('rich-text-field-1280.png') });

  // An image from another host, typed by hand, is refused with the allowed hosts named.
  await text.click();
  await page.keyboard.press('Control+End');
  await toolbar.getByRole('button', { name: 'Image' }).click();
  const images = page.getByRole('group', { name: 'Insert an image' });
  await images.getByLabel('Address of an image on this site').fill('https://tracker.example/p.gif');
  await images.getByLabel('Alternative text', { exact: true }).fill('Pixel');
  await images.getByRole('button', { name: 'Insert image' }).click();
  await expect(images.getByRole('group', { name: 'Image address' }).getByRole('alert')).toHaveText(
    /^Images can come only from this site \([\w.:]+\), not from tracker\.example\. Upload the image instead\.$/,
  );

  // Upload an image with its alt text: stored, inserted, shown in the preview.
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b2545' } })
    .png()
    .toBuffer();
  await images.getByLabel(/^Image file/).setInputFiles({ name: 'stadium.png', mimeType: 'image/png', buffer: png });
  await images.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(images.getByRole('group', { name: 'Upload an image' }).getByRole('alert')).toHaveText(
    'Describe the image: alternative text is required.',
  );
  await images.getByLabel('Alternative text (what the image shows)').fill('Falcon Stadium at night');
  await images.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(text.locator('img[alt="Falcon Stadium at night"]')).toHaveAttribute(
    'src',
    /^\/documents\/images\/[0-9a-f]{12}-stadium\.png$/,
  );
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
  const shown = preview.locator('.rich-text img[alt="Falcon Stadium at night"]');
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);

  // The stored image is in the picker, found by its alt text.
  await toolbar.getByRole('button', { name: 'Image' }).click();
  await images.getByLabel('Search stored images').fill('falcon stadium');
  await expect(images.getByRole('button', { name: 'Insert “Falcon Stadium at night”' })).toBeVisible();

  await checkA11y(page);
  await images.getByRole('button', { name: 'Cancel' }).click();

  // Paste from a web page with a script and a tracking pixel: cleaned, and the field says what went.
  await text.click();
  await page.keyboard.press('Control+End');
  await pasteHtml(
    page,
    '<p style="color:red">Pasted <b>schedule</b></p><script>alert(1)</script><script src="https://tracker.example/t.js"></script>' +
      '<img src="https://tracker.example/p.gif" width="1" height="1" alt="">',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Removed from the pasted text' })).toHaveText(
    'Removed from the pasted text: 2 scripts, styles, 1 tracking image',
  );
  await expect(text.locator('b, strong', { hasText: 'schedule' })).toBeVisible();
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');

  // The draft holds what the field made, and nothing of the paste's code or pixel.
  const stored = (await (await staffApi.get('/api/v2/admin/templates/tickets')).json()) as {
    draft: { template: { areas: { default: { id: string; props: { html?: string } }[] } } };
  };
  const html = stored.draft.template.areas.default.find((w) => w.id === 'info')?.props.html ?? '';
  expect(html).toContain('<h2>Gameday parking</h2>');
  expect(html).toContain('<strong>blanket</strong>');
  // Lazy, as every stored picture is unless its author says otherwise (the field writes what the sanitizer keeps).
  expect(html).toMatch(/<img loading="lazy" src="\/documents\/images\/[0-9a-f]{12}-stadium\.png" alt="Falcon Stadium at night" ?\/?>/);
  expect(html).not.toMatch(/tracker|script|style=/);

  // The raw HTML behind the toggle, and an edit there flows back into the document and the preview.
  await toolbar.getByRole('button', { name: 'HTML' }).click();
  const raw = page.getByRole('textbox', { name: 'HTML of HTML' });
  await expect(raw).toHaveValue(/<h2>Gameday parking<\/h2>/);
  await raw.fill('<h3>Parking lots</h3><p>Open at noon.</p>');
  await expect(page.locator('.editor-status')).toHaveText('Draft saved.');
  await expect(preview.getByRole('heading', { level: 3, name: 'Parking lots' })).toBeVisible();
  await toolbar.getByRole('button', { name: 'HTML' }).click();
  await expect(text.locator('h3')).toHaveText('Parking lots');

  await staffApi.delete('/api/v2/admin/templates/tickets/draft');
});

test('a stored image from another host is dropped when saved', async ({ staffApi }) => {
  await staffApi.delete('/api/v2/admin/templates/tickets/draft');
  const live = (await (await staffApi.get('/api/v2/admin/templates/tickets')).json()) as {
    live: { version: number; template: { areas: Record<string, { id: string; name: string; props: Record<string, unknown> }[]> } };
  };
  const areas = structuredClone(live.live.template.areas);
  const info = areas.default?.find((w) => w.id === 'info');
  if (!info) throw new Error('tickets has no rich-text widget');
  info.props.html =
    '<p>Hi</p><img src="https://tracker.example/p.gif" width="1" height="1" alt=""><img src="/images/university.svg" alt="U">';
  const saved = await staffApi.put('/api/v2/admin/templates/tickets/draft', {
    data: { template: { areas }, baseVersion: live.live.version, revision: null },
  });
  expect(saved.status()).toBe(200);
  const draft = (await (await staffApi.get('/api/v2/admin/templates/tickets')).json()) as {
    draft: { template: { areas: { default: { id: string; props: { html?: string } }[] } } };
  };
  expect(draft.draft.template.areas.default.find((w) => w.id === 'info')?.props.html).toBe(
    '<p>Hi</p><img src="/images/university.svg" alt="U" loading="lazy" />',
  );
  await staffApi.delete('/api/v2/admin/templates/tickets/draft');
});
