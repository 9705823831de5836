import { describe, expect, it } from 'vitest';
import type { ManualPageData } from './manual-page.schema.ts';
import { seededStore } from '#tests/support/seeded-store.ts';

const { school, widget, status, page } = seededStore('manual-pages');

describe('external and manual pages (spec 2.4)', () => {
  it('every stored page answers at its path, named by itself, with sanitized HTML; its sport becomes the current sport', async () => {
    for (const stored of school.manualPages.filter((p) => p.published)) {
      const payload = await page(stored.path);
      expect(payload.page.title, stored.path).toBe(stored.title);
      expect(payload.sport?.id ?? null, stored.path).toBe(stored.sport_id);
    }
    expect((await widget<ManualPageData>('/Feature/Senior-Day-2026/', 'page')).title).toBe('Senior Day 2026');
  });

  it('no page at a path, or an unpublished one for visitors, is a 404; staff see the draft', async () => {
    for (const path of ['/feature/nothing-here', '/gameday/nope', '/signingday/1999', '/series/unknown', '/feature/draft-preview'])
      expect(await status(path), path).toBe(404);
    expect((await widget<ManualPageData>('/feature/draft-preview', 'page', true)).draft).toBe(true);
  });

  it('showcase videos go through the same-origin embed page with the spec 2.4 query fields', async () => {
    const videos = (await widget<ManualPageData>('/showcase', 'page')).blocks.filter((b) => b.kind === 'video');
    expect(videos.map((v) => v.embed)).toEqual([
      '/embed?youtube=nsu-season-review&autoplay=1&controls=1&live=0',
      '/embed?Archive=nsu-1998-title&autoplay=0&controls=1&live=0',
      '/embed?Id=falcons-gameday-live&autoplay=0&controls=0&live=1',
    ]);
  });
});
