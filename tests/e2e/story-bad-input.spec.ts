import Database from 'better-sqlite3';
import { join } from 'node:path';
import { buildSchool } from '#fixtures/school/index.ts';
import { E2E_SITE_NOW, TENANT } from './constants.ts';
import { e2eDataDir, expect, test } from './fixtures.ts';

// Bad input on a phone: a headline in a right-to-left script, and one 60-character word. The headline keeps its
// own direction wherever it is shown (the story, the news list, the story before or after it), and nothing widens
// the page.

const school = buildSchool(E2E_SITE_NOW);
const story = school.stories.find((s) => s.title === 'Softball Announces 2027 Schedule')!;
const RTL_TITLE = 'فريق الكرة اللينة يعلن جدول مباريات موسم 2027 الكامل!';
const LONG_WORD = 'Supercalifragilisticexpialidociouslyextraordinaryannouncement';

function setTitle(title: string) {
  const db = new Database(join(e2eDataDir(), 'athletics.sqlite'));
  try {
    db.transaction(() => {
      db.prepare("UPDATE documents SET body = json_set(body, '$.title', ?) WHERE tenant = ? AND collection = 'stories' AND id = ?").run(
        title,
        TENANT,
        story.id,
      );
      db.prepare('UPDATE tenants SET content_version = content_version + 1 WHERE id = ?').run(TENANT);
    })();
  } finally {
    db.close();
  }
}

test.describe.configure({ mode: 'serial' });
test.afterAll(() => setTitle(story.title));

for (const width of [320, 390]) {
  test.describe(`${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a right-to-left headline runs right to left on the story and in the news list', async ({ page }) => {
      setTitle(RTL_TITLE);
      await page.goto(story.url);
      const headline = page.getByRole('heading', { level: 2, name: RTL_TITLE });
      await expect(headline).toBeVisible();
      expect(await headline.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

      await page.goto('/archives');
      const card = page.locator('.story-card-title', { hasText: RTL_TITLE });
      await expect(card).toBeVisible();
      expect(await card.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
      // Right-aligned, as the script reads: the text ends at the card's right edge, not its left.
      const [text, box] = await card.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const r = range.getBoundingClientRect();
        const b = el.getBoundingClientRect();
        return [r.right, b.right];
      });
      expect(Math.abs(box - text)).toBeLessThan(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });

    test('a 60-character word in a headline breaks instead of widening the page', async ({ page }) => {
      setTitle(LONG_WORD);
      for (const path of [story.url, '/archives']) {
        await page.goto(path);
        await expect(page.getByText(LONG_WORD).first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      }
    });
  });
}
