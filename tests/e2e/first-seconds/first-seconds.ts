import { test as base, expect, type Page, type Route } from '@playwright/test';
import { DATA_ROUTER_GLOBAL } from '#src/router/react-router-adapter.ts';
import { waitForHydration } from '../fixtures.ts';

/**
 * What a fan sees first: every control must work before React hydrates the page, and without JavaScript at all
 * (the README's rule; docs/decisions/0010-controls-before-hydration.md). The specs in this folder run in two
 * projects (playwright.config.ts), and only there:
 *
 * - `no-js`: JavaScript is off in the browser;
 * - `before-hydration`: the built scripts (`/assets/*.js`) are held back, so the page is as the server sent it.
 *
 * API (import `test` and `expect` from here):
 * - `early.goto(path)` loads a page, returning once its HTML is parsed (not waiting for scripts; the ordinary
 *   fixture's `goto` waits for hydration); a test may open several, each held back anew.
 * - `early.step(action)` runs one visitor action: it asserts the router is not running before and after it (a
 *   control that needs hydration then fails the test), and in `before-hydration` releases the held scripts after
 *   it. An action that loads another document ends when that document shows what the visitor came for (assert it
 *   inside the action); its scripts are held too.
 * - `early.hydrated()` (after a step) waits until the page has hydrated: what hydration finishes (a marker written,
 *   a state applied) can then be checked. In `no-js` it is a no-op and answers false, so a spec skips such checks.
 * - `early.mode` is the project's mode.
 * Specs for widget controls live beside this file as `widgets-*.spec.ts`.
 */
export type FirstSecondsMode = 'no-js' | 'before-hydration';

export interface FirstSecondsOptions {
  firstSeconds: FirstSecondsMode;
}

export interface Early {
  mode: FirstSecondsMode;
  goto(path: string): Promise<void>;
  step(action: () => Promise<void>): Promise<void>;
  hydrated(): Promise<boolean>;
}

const BUILT_SCRIPT = /\/assets\/[^?#]+\.js(?:[?#]|$)/;

/** True while neither the router exists nor React has claimed the page. */
async function notRunning(page: Page): Promise<boolean> {
  // Waited for on the protocol side: with scripts disabled, a polling waitForFunction may never run again.
  await page.waitForLoadState('domcontentloaded');
  return page.evaluate(
    (name) => !(name in window) && !Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')),
    DATA_ROUTER_GLOBAL,
  );
}

export const test = base.extend<{ early: Early }, FirstSecondsOptions>({
  firstSeconds: ['before-hydration', { option: true, scope: 'worker' }],
  early: async ({ page, firstSeconds }, use) => {
    const held: Route[] = [];
    let holding = firstSeconds === 'before-hydration';
    const hold = (route: Route) => {
      if (holding) held.push(route);
      else void route.continue();
    };
    await page.route(BUILT_SCRIPT, hold);
    const release = async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => {})));
    };
    const assertNotRunning = async (when: string) => {
      expect(await notRunning(page), `the router is not running ${when} the step`).toBe(true);
    };
    await use({
      mode: firstSeconds,
      async goto(path) {
        // Each page a test opens is held back again (a step released the one before).
        holding = firstSeconds === 'before-hydration';
        await page.goto(path, { waitUntil: 'commit' });
        await page.waitForLoadState('domcontentloaded');
      },
      async step(action) {
        await assertNotRunning('before');
        await action();
        await assertNotRunning('after');
        await release();
      },
      async hydrated() {
        if (firstSeconds === 'no-js') return false;
        await release();
        await waitForHydration(page);
        return true;
      },
    });
    await release();
    await page.unroute(BUILT_SCRIPT, hold);
  },
});

export { expect };
