import { boxscoreFixtures } from '#src/widgets/boxscore/boxscore.fixtures.ts';
import { expect, test } from './first-seconds.ts';

// A box score's player stats per team (spec 2.1): as sent, two sections under in-page links, so both teams' stats
// are there without JavaScript; React turns them into tabs (src/widgets/shared/tabs.tsx).
const { from, data } = boxscoreFixtures.football;
const opponent = data.opponent.name;
const ours = data.school.name;
const title = data.tables.find((t) => t.school.lines.length > 0 && t.opponent.lines.length > 0)!.title;

test("box score: both teams' player stats are on the page and the team link jumps to the opponent's", async ({ page, early }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await early.goto(from);
  await expect(page.getByRole('table', { name: `${ours}: ${title}` })).toBeVisible();
  await expect(page.getByRole('table', { name: `${opponent}: ${title}` })).toBeVisible();
  await early.step(async () => {
    await page.getByRole('navigation', { name: 'Player stats by team' }).getByRole('link', { name: opponent }).click();
    await expect(page).toHaveURL(/#[\w-]+-team-opponent$/);
    await expect(page.getByRole('heading', { name: opponent, exact: true })).toBeInViewport();
  });
  if (!(await early.hydrated())) return;
  // React took over: tabs, the address's team shown, the other hidden; arrow keys switch.
  const tabs = page.getByRole('tablist', { name: 'Player stats by team' });
  const theirs = tabs.getByRole('tab', { name: opponent });
  await expect(theirs).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: `${opponent}: ${title}` })).toBeVisible();
  await expect(page.getByRole('table', { name: `${ours}: ${title}` })).toBeHidden();
  await theirs.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: ours })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: ours })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: `${ours}: ${title}` })).toBeVisible();
  await expect(page.getByRole('table', { name: `${opponent}: ${title}` })).toBeHidden();
});
