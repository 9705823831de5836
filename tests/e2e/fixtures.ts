import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_ROUTER_GLOBAL } from '#src/router/react-router-adapter.ts';
import { E2E_STAFF_PASSWORD, E2E_STAFF_TOKEN, E2E_STAFF_USERNAME, TENANT } from './constants.ts';

interface Fixtures {
  /** The content API as a client with the tenant header. */
  api: APIRequestContext;
  /** The same with the staff credential. */
  staffApi: APIRequestContext;
  /** Fails on any serious or critical axe violation on the current page. */
  checkA11y: (page: Page) => Promise<void>;
}

/**
 * Waits until the page is interactive: the router's module script is async, so the load event can come before
 * hydration. Done when React has claimed the body and every widget (each hydrates when its chunk arrives); a page
 * without the router's scripts (an error page) is ready at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.querySelector('script[type="module"]')) return true;
    const claimed = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
    return claimed(document.body) && [...document.querySelectorAll('[data-widget-id]')].every(claimed);
  });
}

export const test = base.extend<Fixtures>({
  // A test acts as a visitor who waits for the page to work: `goto` and `reload` return once it has hydrated.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  api: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { tenant: TENANT } });
    await use(context);
    await context.dispose();
  },
  staffApi: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { tenant: TENANT, authorization: `Bearer ${E2E_STAFF_TOKEN}` },
    });
    await use(context);
    await context.dispose();
  },
  checkA11y: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        ),
      ).toEqual([]);
    });
  },
});

export { expect };

/** Fills and sends the sign-in form the page shows (at /login, or where a staff page sent it) as the e2e admin. */
export async function signInAsStaff(page: Page, username = E2E_STAFF_USERNAME, password = E2E_STAFF_PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The e2e server's store directory (written by start-server.mjs). */
export function e2eDataDir(): string {
  return readFileSync(join(tmpdir(), `athletics-e2e-data-dir-${process.env.E2E_PORT ?? '3100'}`), 'utf8').trim();
}

/**
 * Marks the document so a test can tell a client-side navigation (marker kept) from a full load (marker gone).
 * It first waits for hydration: the page's scripts load at low priority (after the first paint), so the load
 * event can come before the router exists, and a click before hydration is a plain document navigation.
 */
export async function markDocument(page: Page): Promise<void> {
  await waitForRouter(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

/**
 * Resolves once the page has rendered `count` more frames: what the browser does as part of rendering (scroll,
 * intersection observers, animation and toggle events, focus handlers of the last input) has happened by then.
 * Not for pages whose clock a test controls (`page.clock` fakes requestAnimationFrame).
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Waits until the router exists: the entry module ran (hydration started). */
export async function waitForRouter(page: Page): Promise<void> {
  await page.waitForFunction((name) => name in window, DATA_ROUTER_GLOBAL);
}

/** A client-side navigation, as a link click makes, through the router itself. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate(
    ([name, path]) => (window as unknown as Record<string, { navigate(to: string): Promise<void> }>)[name]!.navigate(path),
    [DATA_ROUTER_GLOBAL, to] as const,
  );
}
