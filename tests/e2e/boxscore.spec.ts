import { buildSchool } from '#fixtures/school/index.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();
const football = school.sports.find((s) => s.global_sport_shortname === 'mfootbl')!;
const game = school.games.filter((g) => g.sport_id === football.id && g.result?.boxscore).at(-1)!;

test('from the schedule to a box score: line score, team stats, player tables with captions and scope, scoring by period; axe clean', async ({
  page,
  checkA11y,
}) => {
  await page.goto(`/sports/football/schedule/${game.season}`);
  await page.locator(`a[href="${game.result!.boxscore}"]`).first().click();
  await expect(page).toHaveURL(game.result!.boxscore!);
  await expect(page).toHaveTitle(/^Football (vs|at) .* box score - /);
  const lineScore = page.getByRole('table', { name: 'Score by period' });
  await expect(lineScore.getByRole('columnheader')).toHaveText([
    'Team',
    '1st',
    '2nd',
    '3rd',
    '4th',
    ...Array.from({ length: game.result!.line_scores!.period_count - 4 }, (_, i) => `OT ${i + 1}`),
    'Final',
  ]);
  await expect(page.getByRole('table', { name: 'Team stats' }).getByRole('rowheader', { name: 'Total yards' })).toBeVisible();
  const passing = page.getByRole('table', { name: 'Northfield State: Passing' });
  await expect(passing.getByRole('columnheader', { name: 'CMP' }).locator('abbr')).toHaveAttribute('title', 'Completions');
  await expect(passing.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scoring summary' })).toBeVisible();
  await checkA11y(page);
});

test("an unknown box score is a 404; a sport, season or opponent that is not its game's answers 301 to its address", async ({
  request,
}) => {
  const url = game.result!.boxscore!;
  expect((await request.get(url.replace(/\/\d+$/, '/987654'))).status()).toBe(404);
  for (const path of [url.replace('/sports/football/', '/sports/baseball/'), url.replace(/\/stats\/[^/]+\//, '/stats/1999/')]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(url);
  }
});

test('season stats from the sport navigation: leaders, game by game, sortable player tables by keyboard, the PDF; axe clean', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto('/sports/football');
  await page
    .getByRole('navigation', { name: /Football/ })
    .getByRole('link', { name: 'Stats' })
    .click();
  await expect(page.getByRole('heading', { name: 'Season leaders' })).toBeVisible();
  const rushing = page.getByRole('table', { name: 'Rushing by player' });
  await rushing.getByRole('button', { name: /^CAR/ }).focus();
  await page.keyboard.press('Enter');
  await expect(rushing.getByRole('columnheader', { name: /^CAR/ })).toHaveAttribute('aria-sort', 'descending');
  const carries = (await rushing.locator('tbody tr td:nth-child(3)').allTextContents()).map(Number);
  expect(carries).toEqual(carries.toSorted((a, b) => b - a));
  await checkA11y(page);
  const pdfHref = await page.getByRole('link', { name: 'Download the season stats (PDF)' }).getAttribute('href');
  const pdf = await request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await request.get('/sports/football/stats/1999/pdf')).status()).toBe(404);
});
