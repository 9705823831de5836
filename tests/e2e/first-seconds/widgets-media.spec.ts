import { buildSchool } from '#fixtures/school/index.ts';
import { FORM_IDS } from '../../../fixtures/school/forms.ts';
import { expect, test } from './first-seconds.ts';

// Widget controls that do their job as HTML, or are not shown until React can do it
// (docs/decisions/0010-controls-before-hydration.md): the browser's own audio player, the print routes' links,
// forms that say they need JavaScript; copy and print buttons appear with React.

const school = buildSchool();
const story = school.stories.find((s) => s.published && s.sport_id !== null)!;

test('podcast: the episode plays in the browser’s own player, and keeps playing through hydration', async ({ page, early }) => {
  await early.goto('/podcasts/falcons-weekly/9001');
  const audio = page.locator('audio.podcast-native-audio');
  await expect(audio).toHaveAttribute('controls', '');
  await expect(audio).toHaveAttribute('preload', 'none');
  await early.step(async () => {
    const streamed = page.waitForResponse((response) => response.url().includes('/documents/podcasts/falcons-weekly/'));
    // The play button is the first of the native controls, at their left end.
    const box = (await audio.boundingBox())!;
    await page.mouse.click(box.x + 16, box.y + box.height / 2);
    expect([200, 206]).toContain((await streamed).status());
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.currentTime > 0)).toBe(true);
  });
  if (!(await early.hydrated())) return;
  await expect(page.getByRole('button', { name: 'Play episode' })).toHaveCount(0);
  expect(await audio.evaluate((element: HTMLAudioElement) => !element.paused)).toBe(true);
});

test('podcast: hydration upgrades an untouched player to the custom one', async ({ page, early }) => {
  await early.goto('/podcasts/falcons-weekly/9001');
  await early.step(async () => {
    await expect(page.locator('audio.podcast-native-audio')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play episode' })).toHaveCount(0);
  });
  if (!(await early.hydrated())) return;
  await expect(page.getByRole('button', { name: 'Play episode' })).toBeVisible();
  await expect(page.locator('audio.podcast-native-audio')).toHaveCount(0);
});

test('form: the page says plainly that it needs JavaScript, and cannot be sent as HTML', async ({ page, early }) => {
  await early.goto(`/form/${FORM_IDS.fanFeedback}`);
  const note = page.getByRole('note').filter({ hasText: 'This form needs JavaScript to send your answers.' });
  const submit = page.locator('.form-submit');
  await early.step(async () => {
    await expect(note).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(page.locator('#form_q2')).toBeDisabled();
  });
  if (!(await early.hydrated())) return;
  await expect(note).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await expect(page.locator('#form_q2')).toBeEnabled();
});

for (const { name, from, link, to, heading } of [
  {
    name: 'schedule',
    from: '/sports/football/schedule',
    link: 'Print version',
    to: /\/sports\/football\/schedule\/print(\/\d{4})?$/,
    heading: /Football 2026 Schedule/,
  },
  {
    name: 'roster',
    from: '/sports/football/roster',
    link: 'Print roster',
    to: /\/sports\/football\/roster\/print(\/\d{4})?$/,
    heading: /Football Roster/,
  },
]) {
  test(`print: the ${name} links to its print page, whose Print button comes with React`, async ({ page, early }) => {
    await early.goto(from);
    await early.step(async () => {
      await page.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
    });
    if (!(await early.hydrated())) return;
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });
}

test('story: "Copy link" and Print are not shown before React can do them, and the story does not move when they come', async ({
  page,
  early,
}) => {
  await early.goto(story.url);
  const share = page.getByRole('group', { name: 'Share this story' });
  const below = page.locator('.story-hero, .story-layout').first();
  let top = 0;
  await early.step(async () => {
    await expect(share).toBeAttached();
    await expect(share.getByRole('button')).toHaveCount(0);
    top = (await below.boundingBox())!.y;
  });
  if (!(await early.hydrated())) return;
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(share.getByRole('button', { name: 'Print' })).toBeVisible();
  expect((await below.boundingBox())!.y).toBe(top);
});
