import { buildSchool, FULL_STORY_MARK, landmarks } from '#fixtures/school/index.ts';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E_SITE_NOW } from '../e2e/constants.ts';
import { expect, test } from '../e2e/fixtures.ts';

// What fans see, compared with committed baselines (tests/visual/__screenshots__): twelve page types at a phone's
// and a laptop's width, on the pinned demo day, in the site's own font, with motion off. `npm run test:visual --
// --update` rewrites the baselines and records the Chromium they were taken with; another major version renders
// text differently, so there the comparisons skip with a warning instead of failing.

const BASELINE = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8')) as { chromiumMajor: number };
const UPDATING = process.env.VISUAL_UPDATE === '1';

const school = buildSchool(E2E_SITE_NOW);
const marks = landmarks(school);
const boxScore = school.games.filter((g) => g.sport_id === marks.football.id && g.result?.boxscore).at(-1)!.result!.boxscore!;

const PAGES: readonly [name: string, path: string][] = [
  ['home', '/'],
  ['sport-home', '/sports/football'],
  ['roster', '/sports/football/roster'],
  ['schedule', '/sports/football/schedule'],
  ['story', school.stories.find((s) => s.content_template === FULL_STORY_MARK)!.url],
  ['box-score', boxScore],
  ['game-center', `/game-center/${marks.liveGame.id}`],
  ['calendar', '/calendar'],
  ['season-stats', '/sports/football/stats'],
  ['staff-directory', '/staff-directory'],
  ['search', '/search?q=Briarwood'],
  ['not-found', '/404'],
];

const WIDTHS = [
  // A phone: the first three screens of the page, where layouts break.
  { label: 'phone', width: 390, height: 844, screens: 3 },
  // A laptop: the first screen.
  { label: 'laptop', width: 1366, height: 900, screens: 1 },
] as const;

/**
 * Every picture in the part compared loaded and decoded, the site's font in and the page's height settled. The
 * page is scrolled through that part first, as a fan would, so that lazy pictures ask for themselves (making them
 * eager does not always start them); a carousel's next slides, off to the side, are left alone.
 */
async function settle(page: Page, bottom: number): Promise<number> {
  const viewport = page.viewportSize()!;
  for (let y = 0; y < bottom; y += viewport.height) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() =>
      page.evaluate(
        (bottom) =>
          [...document.images]
            .filter((img) => {
              const box = img.getBoundingClientRect();
              return box.width > 0 && box.right > 0 && box.left < innerWidth && box.top + scrollY < bottom && !img.complete;
            })
            .map((img) => img.currentSrc || img.src),
        bottom,
      ),
    )
    .toEqual([]);
  await page.evaluate(async () => {
    await Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => null)));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  let height = -1;
  await expect
    .poll(
      async () => {
        const previous = height;
        height = await page.evaluate(() => document.documentElement.scrollHeight);
        return height === previous;
      },
      { intervals: [500] },
    )
    .toBe(true);
  return height;
}

test.use({ reducedMotion: 'reduce' });

for (const size of WIDTHS) {
  test.describe(`${size.label} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const [name, path] of PAGES) {
      test(name, async ({ page, browser }) => {
        const laptop = size.screens === 1;
        const major = Number(browser.version().split('.')[0]);
        if (!UPDATING && major !== BASELINE.chromiumMajor) {
          console.warn(`Visual baselines were taken with Chromium ${BASELINE.chromiumMajor}; this is ${major}: skipped.`);
          test.skip(true, `baselines are from Chromium ${BASELINE.chromiumMajor}`);
        }
        await page.goto(path);
        const height = await settle(page, size.height * size.screens);
        await expect(page).toHaveScreenshot(`${name}-${size.label}.png`, {
          // One screen is the viewport as it is; several are the top of the full page.
          ...(laptop
            ? {}
            : height > size.height * size.screens
              ? { fullPage: true, clip: { x: 0, y: 0, width: size.width, height: size.height * size.screens } }
              : { fullPage: true }),
          animations: 'disabled',
          // A random promotion shows another campaign on each render (spec 3): its box is compared, not its picture.
          mask: [page.locator('.promotion-random')],
          caret: 'hide',
          maxDiffPixelRatio: 0.01,
        });
      });
    }
  });
}
