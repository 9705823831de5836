import { buildSchool, landmarks } from '#fixtures/school/index.ts';
import { gameFormat } from '#schemas/live.ts';
import { E2E_SITE_NOW, E2E_STAFF_TOKEN, TENANT } from './constants.ts';
import { expect, test } from './fixtures.ts';

const school = buildSchool();
const marks = landmarks(school);
const globalOf = (sportId: number) => school.sports.find((s) => s.id === sportId)!.global_sport_shortname;
// The season's last scheduled basketball game: far from every page other specs look at.
const future = school.games
  .filter((g) => globalOf(g.sport_id) === 'mbaskbl' && g.game_state === 0 && Date.parse(g.date_utc) > Date.parse(E2E_SITE_NOW))
  .toSorted((a, b) => b.date_utc.localeCompare(a.date_utc))[0]!;

test('before the game: a countdown to the start, ticking, and the ways to follow; axe clean', async ({ page, checkA11y }) => {
  await page.goto(`/game-center/${future.id}`);
  const timer = page.getByRole('timer', { name: new RegExp(`^Time until Men's Basketball (vs|at) `) });
  await expect(timer).toBeVisible();
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 3000 });
  // The game's sport is the current sport (spec 2.3): its navigation shows.
  await expect(page.getByRole('navigation', { name: /Men's Basketball/ })).toBeVisible();
  await checkA11y(page);
});

test('a live game updates without reloading, announced politely, until final; axe clean', async ({ page, request, checkA11y }) => {
  expect(gameFormat(globalOf(future.sport_id))).not.toBeNull();
  await page.goto(`/game-center/${future.id}`);
  await expect(page.getByRole('timer')).toBeVisible();
  const advance = (steps: number) =>
    request.post(`/api/v2/live/${future.id}/advance?steps=${steps}`, {
      headers: { tenant: TENANT, authorization: `Bearer ${E2E_STAFF_TOKEN}` },
    });
  expect((await advance(1)).status()).toBe(200);
  // The same page, not reloaded: the feed turns it live.
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Score by half' })).toBeVisible();
  const answer = await (await advance(4)).json();
  const score = `Northfield State score: ${answer.school.score}`;
  await expect(page.getByText(score)).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: /Northfield State \d+, / })).toHaveCount(1);
  await checkA11y(page);
  const final = await (await advance(200)).json();
  expect(final.is_complete).toBe(true);
  await expect(page.getByText(/^Final/).first()).toBeVisible();
  await expect(page.getByText(`Northfield State score: ${final.school.score}`)).toBeVisible();
});

test('the live feed comes back after a 503 (a proxy during a deploy) and the updates resume', async ({ page, request }) => {
  // Another game than the test above plays: the season's second-to-last scheduled basketball game.
  const game = school.games
    .filter((g) => globalOf(g.sport_id) === 'mbaskbl' && g.game_state === 0 && Date.parse(g.date_utc) > Date.parse(E2E_SITE_NOW))
    .toSorted((a, b) => b.date_utc.localeCompare(a.date_utc))[1]!;
  const answers: number[] = [];
  await page.route(`**/game-center/${game.id}/live`, async (route) => {
    if (answers.length === 0) {
      answers.push(503);
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    } else {
      answers.push(200);
      await route.continue();
    }
  });
  await page.goto(`/game-center/${game.id}`);
  await expect(page.getByRole('timer')).toBeVisible();
  // The stream was refused once, then opened again on its own.
  await expect.poll(() => answers).toEqual([503, 200]);
  const advance = await request.post(`/api/v2/live/${game.id}/advance?steps=3`, {
    headers: { tenant: TENANT, authorization: `Bearer ${E2E_STAFF_TOKEN}` },
  });
  expect(advance.status()).toBe(200);
  const answer = await advance.json();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText(`Northfield State score: ${answer.school.score}`)).toBeVisible();
});

test('the live game in the fixtures shows its period, clock and line score; unknown games are 404', async ({ page, request }) => {
  await page.goto(`/game-center/${marks.liveGame.id}`);
  await expect(page.getByText('3rd Qtr 4:12')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Score by quarter' }).getByRole('row')).toHaveCount(3);
  expect((await request.get('/game-center/987654')).status()).toBe(404);
  expect((await request.get('/game-center/987654/live')).status()).toBe(200); // the stream says "gone" and ends
  // The snapshot pages fall back to polling: a CDN may share one copy for a second, browsers revalidate each time.
  const snapshot = await request.get(`/api/v2/live/${marks.liveGame.id}`, { headers: { tenant: TENANT } });
  expect(snapshot.status()).toBe(200);
  expect(snapshot.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1');
  const again = await request.get(`/api/v2/live/${marks.liveGame.id}`, {
    headers: { tenant: TENANT, 'if-none-match': snapshot.headers()['etag']! },
  });
  expect(again.status()).toBe(304);
});
