import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, FULL_STORY_MARK, UNSAFE_STORY_TITLE } from '#fixtures/school/index.ts';
import { defaultTemplates } from '#src/pages/page-info.ts';
import { PagePayloadSchema } from '#schemas/page.ts';
import type { StoryData } from './story.schema.ts';
import { HttpError } from '#src/server/api/http.server.ts';
import { resolvePage } from '#src/server/page/resolve-page.server.ts';
import { seedIfEmpty } from '#src/server/store/seed.server.ts';
import { Store } from '#src/server/store/store.server.ts';

const school = buildSchool();
const full = school.stories.find((s) => s.content_template === FULL_STORY_MARK)!;
const draft = school.stories.find((s) => !s.published && s.sport_id !== null)!;
const unsafe = school.stories.find((s) => s.title === UNSAFE_STORY_TITLE)!;
let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'story-'));
  store = Store.open(dir);
  await seedIfEmpty(store, school, defaultTemplates());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function page(path: string, staff = false) {
  const result = await resolvePage({ store, tenant: school.tenant, path, staff, now: new Date('2026-11-21T17:00:00Z') });
  if (result.kind !== 'page') throw new Error('redirected');
  return PagePayloadSchema.parse(result.payload);
}
const storyOf = (payload: Awaited<ReturnType<typeof page>>) => {
  const slot = payload.widgets.story;
  if (!slot?.ok) throw new Error('story widget failed');
  return slot.data as StoryData;
};
const status = async (path: string, staff = false) => {
  try {
    await page(path, staff);
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
};

describe('story page (spec 2.1, 3 Story)', () => {
  it('shows every field, sets the current sport (spec 2.3) and names the page after the story', async () => {
    const payload = await page(full.url);
    const data = storyOf(payload);
    expect(payload.page.title).toBe(full.title);
    expect(payload.sport?.id).toBe(full.sport_id);
    expect(payload.sportNavigation.length).toBeGreaterThan(0);
    expect(data).toMatchObject({
      title: full.title,
      subHeadline: full.sub_headline,
      byline: full.byline,
      draft: false,
      video: { provider: 'youtube' },
    });
    expect(data.alternateImage).not.toBeNull();
    expect(data.gallery).not.toBeNull();
    expect(data.games).toHaveLength(2);
    expect(data.games[0]?.links.map((l) => l.title)).toContain('Box Score');
    expect(data.writer?.social.map((s) => s.channel)).toEqual(['twitter', 'instagram', 'linkedin']);
    expect(data.shareUrl).toBe(`${school.site.baseUrl.replace(/\/+$/, '')}${full.url}`);
    const related = payload.widgets.related;
    const cards = related?.ok ? (related.data as { stories: { sport: { id: number } | null }[] }).stories : [];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.sport?.id).toBe(full.sport_id);
  });

  it('describes itself to search engines and share previews: article, 1600 px image, NewsArticle JSON-LD', async () => {
    const { meta } = (await page(full.url)).page;
    expect(meta).toMatchObject({
      type: 'article',
      description: full.teaser,
      image: { width: 1600, height: 900 },
      canonical: expect.stringContaining(full.url),
    });
    expect(meta.jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: full.title,
      datePublished: full.date,
      author: { name: full.writer?.name },
    });
  });

  it('previous and next stories are published stories of the same sport, older and newer', async () => {
    const data = storyOf(await page(full.url));
    const same = school.stories.filter((s) => s.published && s.sport_id === full.sport_id);
    const previous = same.find((s) => s.url === data.previous?.url);
    expect(previous && previous.date <= full.date).toBe(true);
    const newer = same.filter((s) => s.date > full.date);
    if (newer.length === 0) expect(data.next).toBeNull();
    else expect(data.next?.url).toBe(newer.toSorted((a, b) => a.date.localeCompare(b.date))[0]?.url);
  });

  it('an unknown slug, a date that does not match, or an odd slug is a 404; leading zeros are fine', async () => {
    const [, , y, m, d, slug] = full.url.split('/');
    expect(await status(`/news/${y}/${m}/${d}/no-such-story`)).toBe(404);
    expect(await status(`/news/${y}/${m}/${Number(d) === 1 ? 2 : 1}/${slug}`)).toBe(404);
    expect(await status(`/news/${Number(y) - 1}/${m}/${d}/${slug}`)).toBe(404);
    expect(await status(`/news/${y}/${m}/${d}/${slug}%3Cscript%3E`)).toBe(404);
    expect(await status(`/news/${y}/${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${slug}`)).toBe(200);
  });

  it('an unpublished story is a 404 to visitors (and on the public route) and a marked draft for staff on the hidden one', async () => {
    expect(await status(draft.url)).toBe(404);
    expect(await status(draft.url, true)).toBe(404);
    expect(await status(`/hidden${draft.url}`)).toBe(401);
    const data = storyOf(await page(`/hidden${draft.url}`, true));
    expect(data.draft).toBe(true);
    expect((await page(`/hidden${draft.url}`, true)).page.meta.noindex).toBe(true);
  });

  it('the body is sanitized store HTML', async () => {
    const { html } = storyOf(await page(unsafe.url));
    expect(html).not.toMatch(/<script|onerror|alert\(/);
    expect(html).toContain('Gates open two hours before kickoff.');
  });
});
