// A staff member's session for the pages only staff see: signed in through the sign-in form, as an editor is, so
// the template editor's preview frame is the staff preview an editor gets (a bearer token opens the editor but is
// not a session: its frame would be the fans' page, hydrating beside the editor, and be measured instead).
import { chromium } from 'playwright-core';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Signs in with the account and returns the session as a `Cookie` header value. */
export async function staffSessionCookie(origin, { username, password }) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/login?returnTo=%2Fadmin`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin$/);
    const cookies = await context.cookies(origin);
    if (cookies.length === 0) throw new Error('Signed in, but the site set no session cookie');
    return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  } finally {
    await browser.close();
  }
}
