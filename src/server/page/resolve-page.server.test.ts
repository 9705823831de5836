import { describe, expect, it } from 'vitest';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { expectConsoleErrors } from '#tests/support/console.ts';
import { TEST_NOW as NOW, seededStore } from '#tests/support/seeded-store.ts';
import { seedIfEmpty } from '../store/seed.server.ts';

const ctx = seededStore('resolve-page');
const { school, page: payload } = ctx;
const tenant = school.tenant;

describe('page payloads', () => {
  it('a page sees only the query parameters its route declares', async () => {
    const search = await payload('/search?q=football&utm_source=mail');
    expect(search.page.path).toBe('/search');
    expect(search.page.query).toEqual({ q: 'football' });
    expect((await payload('/tickets?q=football')).page.query).toEqual({});
  });

  it('home: top stories, upcoming games and promotions from the store', async () => {
    const home = await payload('/');
    expect(home.page).toMatchObject({ name: 'homepage', type: 'home-page', flags: { fullwidth: true } });
    expect(home.sport).toBeNull();
    const stories = home.widgets['top-stories'];
    expect(stories?.ok && (stories.data as { stories: unknown[] }).stories).toHaveLength(7);
    const scores = home.widgets.scores;
    const games = scores?.ok ? (scores.data as { games: { date: string }[] }).games : [];
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(new Date(game.date).getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 86_400_000);
    expect(home.widgets.hero).toMatchObject({ ok: true });
  });

  it('sport home: the current sport by global slug or short name, its sub-navigation and its stories only', async () => {
    const football = school.sports.find((s) => s.global_sport_name_slug === 'football');
    if (!football) throw new Error('no football');
    for (const path of ['/sports/football', `/sports/${football.shortname}`]) {
      const page = await payload(path);
      expect(page.sport?.id).toBe(football.id);
      expect(page.sportNavigation.length).toBeGreaterThan(0);
      const news = page.widgets.news;
      const stories = news?.ok ? (news.data as { stories: { sport: { id: number } | null }[] }).stories : [];
      expect(stories.length).toBeGreaterThan(0);
      for (const story of stories) expect(story.sport?.id).toBe(football.id);
    }
  });

  it('unknown sports, invalid params and unknown paths are 404s; hidden pages need staff', async () => {
    const { status } = ctx;
    expect(await status('/sports/quidditch')).toBe(404);
    expect(await status('/sports/football/coaches/lifetime')).toBe(404);
    expect(await status('/nowhere/at/all')).toBe(404);
    expect(await status('/hidden/sports/football/roster')).toBe(401);
    expect(await status('/hidden/sports/football/roster', true)).toBe(200);
  });

  it('a broken widget is reported in its own slot, with the path and id logged', async () => {
    const errors = expectConsoleErrors();
    await ctx.store.templates.append(
      { tenant: tenant, page: 'partners', sportId: 0 },
      {
        page: 'partners',
        sport_id: null,
        areas: {
          above: [],
          default: [
            { id: 'gone', name: 'retired-widget', props: {} },
            { id: 'title', name: 'page-title', props: {} },
          ],
          below: [],
        },
      },
      'test',
    );
    const page = await payload('/partners');
    expect(page.widgets.gone).toEqual({ ok: false, error: 'Unknown widget "retired-widget"' });
    // The title widget still renders, showing the page's own title.
    expect(page.widgets.title).toEqual({ ok: true, data: { title: null, subtitle: null } });
    expect(page.page.title).toBe('Partners');
    expect(errors.join('\n')).toContain('/partners #gone (retired-widget)');
  });

  it('a template write bumps the content version and shows on the next resolve', async () => {
    const before = await payload('/tickets');
    await ctx.store.templates.append(
      { tenant: tenant, page: 'tickets', sportId: 0 },
      {
        page: 'tickets',
        sport_id: null,
        areas: {
          above: [],
          default: [{ id: 'note', name: 'rich-text', props: { html: '<p>Hi<img src=x onerror="alert(1)"></p>' } }],
          below: [],
        },
      },
      'test',
    );
    const after = await payload('/tickets');
    expect(after.contentVersion).toBeGreaterThan(before.contentVersion);
    expect(after.template.version).toBe(before.template.version + 1);
    expect(after.widgets.note).toEqual({ ok: true, data: { title: null, html: '<p>Hi<img src="x" loading="lazy" /></p>' } });
  });

  it('a sport-specific template wins over the default one', async () => {
    const soccer = school.sports.find((s) => s.global_sport_name_slug === 'womens-soccer');
    if (!soccer) throw new Error('no soccer');
    await ctx.store.templates.append(
      { tenant: tenant, page: 'sport_home', sportId: soccer.id },
      {
        page: 'sport_home',
        sport_id: soccer.id,
        areas: { above: [], default: [{ id: 'only', name: 'page-title', props: { title: 'Soccer Central' } }], below: [] },
      },
      'test',
    );
    expect((await payload('/sports/womens-soccer')).widgets.only).toMatchObject({ ok: true, data: { title: 'Soccer Central' } });
    expect((await payload('/sports/football')).widgets.only).toBeUndefined();
  });

  it('unpublished stories reach only staff', async () => {
    const hidden = school.stories.filter((s) => !s.published);
    expect(hidden.length).toBeGreaterThan(0);
    const count = async (staff: boolean) => (await ctx.store.documents.list(tenant, 'stories', { publishedOnly: !staff })).total;
    expect((await count(true)) - (await count(false))).toBe(hidden.length);
  });

  it('a restart keeps what editors changed (the store is a file or a database; seeding runs once)', async () => {
    const version = await ctx.store.tenants.contentVersion(tenant);
    const reopened = await ctx.connect();
    try {
      expect(await seedIfEmpty(reopened, school, defaultTemplates())).toBe(false);
      expect((await reopened.templates.latest({ tenant, page: 'tickets', sportId: 0 }))?.version).toBeGreaterThan(1);
      expect(await reopened.tenants.contentVersion(tenant)).toBe(version);
    } finally {
      await reopened.close();
    }
  });
});
