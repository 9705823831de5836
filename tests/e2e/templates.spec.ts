import Database from 'better-sqlite3';
import { join } from 'node:path';
import { e2eDataDir, expect, test } from './fixtures.ts';

const TICKETS_TEMPLATE = {
  areas: {
    above: [],
    default: [
      { id: 'title', name: 'page-title', props: {} },
      {
        id: 'note',
        name: 'rich-text',
        props: { title: 'Renewal Dates', html: '<p>Renewals open <strong>December 1</strong>.</p><script>alert(1)</script>' },
      },
    ],
    below: [],
  },
};

test('an editor changes a template through the API and sees it on the next load, without restart', async ({ page, staffApi, api }) => {
  const before = await page.goto('/tickets');
  expect(before?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Renewal Dates' })).toHaveCount(0);

  const put = await staffApi.put('/api/v2/common/templates/tickets', { data: TICKETS_TEMPLATE });
  expect(put.status()).toBe(200);
  expect((await put.json()).version).toBeGreaterThan(1);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Renewal Dates' })).toBeVisible();
  await expect(page.getByText('Renewals open')).toBeVisible();
  // Store HTML is sanitized: the script never reaches the page.
  expect(await page.content()).not.toContain('alert(1)');

  const current = await (await api.get('/api/v2/common/templates/tickets')).json();
  expect(current.areas.default[1].id).toBe('note');
});

test('a widget can be hidden on phones or on desktops: in the HTML for both, shown at the other width only', async ({ page, staffApi }) => {
  const note = (id: string, title: string, hideOn?: string) => ({
    id,
    name: 'rich-text',
    props: { title, html: `<p>${title}.</p>`, ...(hideOn ? { hideOn } : {}) },
  });
  const template = {
    areas: {
      above: [],
      default: [
        { id: 'title', name: 'page-title', props: {} },
        note('everywhere', 'Everywhere'),
        note('not-phones', 'Not On Phones', 'phones'),
        note('not-desktops', 'Not On Desktops', 'desktops'),
      ],
      below: [],
    },
  };
  expect((await staffApi.put('/api/v2/common/templates/tickets', { data: template })).status()).toBe(200);
  const bad = await staffApi.put('/api/v2/common/templates/tickets', {
    data: { areas: { ...template.areas, default: [note('odd', 'Odd', 'tablets')] } },
  });
  expect(bad.status()).toBe(422);

  const shown = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tickets');
    const visible: string[] = [];
    for (const title of ['Everywhere', 'Not On Phones', 'Not On Desktops'])
      if (await page.getByRole('heading', { name: title }).isVisible()) visible.push(title);
    // One page for every device: the hidden widget is still in the HTML.
    expect(await page.locator('[data-widget="rich-text"]').count()).toBe(3);
    return visible;
  };
  expect(await shown(390)).toEqual(['Everywhere', 'Not On Desktops']);
  expect(await shown(800)).toEqual(['Everywhere', 'Not On Phones', 'Not On Desktops']);
  expect(await shown(1366)).toEqual(['Everywhere', 'Not On Phones']);
});

test('template writes need the staff credential', async ({ api }) => {
  const put = await api.put('/api/v2/common/templates/tickets', { data: TICKETS_TEMPLATE });
  expect(put.status()).toBe(401);
});

test('an invalid template is refused with the zod error and the old one stays', async ({ staffApi, api }) => {
  const before = await (await api.get('/api/v2/common/templates/partners')).json();
  const unknownWidget = await staffApi.put('/api/v2/common/templates/partners', {
    data: { areas: { default: [{ id: 'x', name: 'no-such-widget', props: {} }] } },
  });
  expect(unknownWidget.status()).toBe(422);
  expect(JSON.stringify(await unknownWidget.json())).toContain('Unknown widget \\"no-such-widget\\"');

  const badProps = await staffApi.put('/api/v2/common/templates/partners', {
    data: { areas: { default: [{ id: 'news', name: 'story-list', props: { count: 'lots' } }] } },
  });
  expect(badProps.status()).toBe(422);
  const body = await badProps.json();
  expect(body.error.message).toBe('Invalid template');
  expect(JSON.stringify(body.error.details)).toContain('count');

  const duplicateIds = await staffApi.put('/api/v2/common/templates/partners', {
    data: {
      areas: {
        default: [
          { id: 'a', name: 'page-title' },
          { id: 'a', name: 'page-title' },
        ],
      },
    },
  });
  expect(duplicateIds.status()).toBe(422);

  const after = await (await api.get('/api/v2/common/templates/partners')).json();
  expect(after.version).toBe(before.version);
});

test('one broken widget is isolated: the rest of the page renders', async ({ page }) => {
  // A template saved before a widget was retired from the registry still names it: written straight to the store.
  const db = new Database(join(e2eDataDir(), 'athletics.sqlite'));
  const template = {
    page: 'partners',
    sport_id: null,
    areas: {
      above: [],
      default: [
        { id: 'title', name: 'page-title', props: {} },
        { id: 'retired', name: 'retired-widget', props: {} },
        { id: 'bad-props', name: 'story-list', props: { count: -3 } },
        { id: 'news', name: 'story-list', props: { title: 'Partner News', count: 3 } },
      ],
      below: [],
    },
  };
  db.transaction(() => {
    const version =
      (
        db.prepare("SELECT max(version) AS v FROM templates WHERE tenant='northfield' AND page='partners' AND sport_id=0").get() as {
          v: number;
        }
      ).v + 1;
    db.prepare(
      "INSERT INTO templates (tenant, page, sport_id, version, body, author, created_at) VALUES ('northfield','partners',0,?,?,'legacy',?)",
    ).run(version, JSON.stringify(template), new Date().toISOString());
    db.prepare("UPDATE tenants SET content_version = content_version + 1 WHERE id='northfield'").run();
  })();
  db.close();

  const response = await page.goto('/partners');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Partners' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Partner News' })).toBeVisible();
  await expect(page.locator('[data-widget-error]')).toHaveCount(2);
  await expect(page.locator('[data-widget-id="retired"]')).toContainText('This section is unavailable right now.');
});
