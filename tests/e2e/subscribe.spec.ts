import { SUBSCRIBE_TEXT } from '#src/widgets/subscribe/subscribe.schema.ts';
import { E2E_STAFF_TOKEN, TENANT } from './constants.ts';
import { expect, test } from './fixtures.ts';
import type { APIRequestContext } from '@playwright/test';

/** The site path of the newest link of a kind in the outbox message to `to` (links carry the site's base URL). */
async function linkTo(request: APIRequestContext, to: string, path: string): Promise<string> {
  const response = await request.get('/api/v2/newsletter/outbox', {
    headers: { tenant: TENANT, authorization: `Bearer ${E2E_STAFF_TOKEN}` },
  });
  const messages = (await response.json()) as { to: string; body: string }[];
  const href = messages
    .find((m) => m.to === to)
    ?.body.split(/\s+/)
    .find((word) => word.includes(path));
  if (!href) throw new Error(`No ${path} link for ${to}`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

test('newsletter without JavaScript: sign up, confirm from the message, unsubscribe from the next one; axe clean', async ({
  browser,
  page,
  request,
  checkA11y,
}) => {
  const email = `nojs-${Date.now()}@example.com`;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/subscribe');
  await noJs.getByRole('textbox', { name: 'Email address (required)' }).fill(email);
  await noJs.getByRole('checkbox', { name: 'Football' }).check();
  await noJs.getByRole('button', { name: 'Subscribe' }).click();
  await expect(noJs).toHaveURL(/\/subscribe\?status=sent$/);
  await expect(noJs.getByText(SUBSCRIBE_TEXT.sent)).toBeVisible();
  await noJs.goto(await linkTo(request, email, '/subscribe/confirm'));
  await expect(noJs).toHaveURL(/\/subscribe\?status=confirmed$/);
  await expect(noJs.getByRole('status')).toHaveText(SUBSCRIBE_TEXT.confirmed);
  await context.close();

  await page.goto('/subscribe');
  await checkA11y(page);
  await page.getByRole('textbox', { name: 'Email address (required)' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(SUBSCRIBE_TEXT.sent)).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);
  await page.goto(await linkTo(request, email, '/subscribe/unsubscribe'));
  await expect(page).toHaveURL(/\/unsubscribed\?status=unsubscribed$/);
  await expect(page.getByRole('status')).toHaveText(SUBSCRIBE_TEXT.unsubscribed);
  await checkA11y(page);
});

test('a used or forged link says so; a cross-site form post is refused', async ({ page, request }) => {
  await page.goto('/subscribe/confirm?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
  await expect(page).toHaveURL(/\/subscribe\?status=invalid$/);
  await page.goto('/subscribe/unsubscribe?email=fan%40example.com&token=1.forged');
  await expect(page).toHaveURL(/\/unsubscribed\?status=unsubscribe-failed$/);
  const crossSite = await request.post('/subscribe', {
    form: { email: 'x@example.com' },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
});
