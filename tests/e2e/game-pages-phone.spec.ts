import type { Locator, Page } from '@playwright/test';
import { landmarks } from '#fixtures/school/index.ts';
import { boxscoreFixtures } from '#src/widgets/boxscore/boxscore.fixtures.ts';
import { school } from '#src/widgets/shared/school.fixtures.ts';
import { expect, test } from './fixtures.ts';

// spec 2.1 box score and game center on phones: a compact scoreboard that fits, wide data scrolling in its own box.
const live = landmarks(school).liveGame;
const pages = [
  { name: 'football box score', path: boxscoreFixtures.football.from, opponent: boxscoreFixtures.football.data.opponent.name },
  { name: 'basketball box score', path: boxscoreFixtures.basketball.from, opponent: boxscoreFixtures.basketball.data.opponent.name },
  { name: 'live game center', path: `/game-center/${live.id}`, opponent: live.opponent.title },
];

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The element lies wholly inside the viewport's width (not cut off at either edge). */
async function expectInside(page: Page, locator: Locator) {
  const { x, width } = await box(locator);
  expect(x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(x + width, 'right edge').toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { name, path, opponent } of pages) {
      test(`${name}: no sideways scroll; both teams' logos, names and scores in view, apart; tables scroll in their box`, async ({
        page,
      }) => {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        for (const team of ['Northfield State', opponent]) {
          const score = page.getByText(`${team} score:`, { exact: true }).locator('..');
          const row = score.locator('..');
          const label = row.getByText(team, { exact: true });
          await expect(label).toBeVisible();
          await expect(score).toBeVisible();
          await expectInside(page, label);
          await expectInside(page, score);
          await expectInside(page, row.locator('img, [aria-hidden="true"]').first());
          // The name ends before the score starts: "Northfield State42" never again.
          const [n, s] = [await box(label), await box(score)];
          expect(n.x + n.width < s.x || n.y + n.height <= s.y, `${team}: name clear of the score`).toBe(true);
        }
        const scrollers = page.locator('.table-scroll:visible');
        expect(await scrollers.count()).toBeGreaterThan(0);
        for (const scroller of await scrollers.all()) await expectInside(page, scroller);
      });
    }

    test('football box score: a wide player table scrolls in its box with the player column kept in view; team stats fit', async ({
      page,
    }) => {
      await page.goto(boxscoreFixtures.football.from);
      const teamStats = page.locator('.table-scroll').filter({ has: page.getByRole('table', { name: 'Team stats' }) });
      expect(await teamStats.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // A player table wider than the phone (which one depends on the width: Passing fits 390 px since the page has
      // one gutter, Defense does not) scrolls in its own box.
      const scrollers = page.locator('.table-scroll').filter({ has: page.getByRole('table', { name: /^Northfield State: / }) });
      const wide = await scrollers.evaluateAll((els) => els.findIndex((el) => el.scrollWidth > el.clientWidth));
      // At 320 px the widest tables cannot fit; from 390 px they all may, and then none needs to scroll.
      if (width > 320 && wide < 0) return;
      expect(wide).toBeGreaterThanOrEqual(0);
      const scroller = scrollers.nth(wide);
      const table = scroller.getByRole('table');
      await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      const player = table.getByRole('rowheader').first();
      expect((await box(player)).x).toBeGreaterThanOrEqual((await box(scroller)).x - 1);
    });
  });
}
