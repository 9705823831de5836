import { describe, expect, it } from 'vitest';
import type { GamedayGamesData, ManualPageData, VideoEmbedData } from '#schemas/widgets/manual-page.ts';
import { seededStore } from '../../../tests/seeded-store.ts';

const { school, widget, status, page } = seededStore('manual-pages');

describe('external and manual pages (spec 2.4, issue 10 part 6)', () => {
  it('every stored page answers at its path, named by itself, with sanitized HTML; its sport becomes the current sport', () => {
    for (const stored of school.manualPages.filter((p) => p.published)) {
      const payload = page(stored.path);
      expect(payload.page.title, stored.path).toBe(stored.title);
      expect(payload.sport?.id ?? null, stored.path).toBe(stored.sport_id);
    }
    expect(widget<ManualPageData>('/Feature/Senior-Day-2026/', 'page').title).toBe('Senior Day 2026');
  });

  it('no page at a path, or an unpublished one for visitors, is a 404; staff see the draft', () => {
    for (const path of ['/feature/nothing-here', '/gameday/nope', '/signingday/1999', '/series/unknown', '/feature/draft-preview']) expect(status(path), path).toBe(404);
    expect(widget<ManualPageData>('/feature/draft-preview', 'page', true).draft).toBe(true);
  });

  it('showcase videos go through the same-origin embed page with the spec 2.4 query fields', () => {
    const videos = widget<ManualPageData>('/showcase', 'page').blocks.filter((b) => b.kind === 'video');
    expect(videos.map((v) => v.embed)).toEqual([
      '/embed?youtube=nsu-season-review&autoplay=1&controls=1&live=0',
      '/embed?Archive=nsu-1998-title&autoplay=0&controls=1&live=0',
      '/embed?Id=falcons-gameday-live&autoplay=0&controls=0&live=1',
    ]);
  });

  it('concurrent GameDay lists the named games (junk skipped, at most 8); none at all is a 404', () => {
    const [a, b] = school.games;
    const data = widget<GamedayGamesData>(`/gameday/concurrent.aspx?ids=${a!.id},x,${b!.id},${a!.id},99999999`, 'games');
    expect(data.games.map((g) => g.id)).toEqual([a!.id, b!.id]);
    expect(status('/gameday/concurrent.aspx?ids=abc')).toBe(404);
    expect(status('/gameday/concurrent.aspx')).toBe(404);
  });

  it('the embed page reads youtube, Archive or Id with autoplay, controls and live; junk names no video', () => {
    expect(widget<VideoEmbedData>('/embed?Archive=nsu-1998&autoplay=1&controls=0&live=1', 'video').video).toEqual({ provider: 'archive', id: 'nsu-1998', autoplay: true, controls: false, live: true });
    expect(widget<VideoEmbedData>('/embed?youtube=%3Cscript%3E', 'video').video).toBeNull();
  });
});
