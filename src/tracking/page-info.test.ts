import { describe, expect, it } from 'vitest';
import { football, pagePayload } from '#src/chrome/chrome-test-data.tsx';
import { contentIdOf, trackingQueryOf } from './page-info.ts';

describe('the tracking query of a page (spec 7 PageTemplate, SportName, ContentId)', () => {
  it('names the page template, the sport by its global name slug and the content id', () => {
    const bio = pagePayload({
      sport: football,
      page: { name: 'roster_bio', params: { slug: 'football', playerSlug: 'a-b', rosterPlayerId: '12' } },
    });
    expect(trackingQueryOf(bio)).toEqual({ pageTemplate: 'roster_bio', sportName: 'football', contentId: '12' });
  });
  it('a page without a real sport or a numeric id has none (a requiresContentId page then waits)', () => {
    expect(trackingQueryOf(pagePayload({ page: { name: 'tickets' } }))).toEqual({
      pageTemplate: 'tickets',
      sportName: null,
      contentId: null,
    });
    expect(trackingQueryOf(pagePayload({ sport: { ...football, non_sport: true } })).sportName).toBeNull();
    expect(contentIdOf({ rosterPlayerId: 'abc' })).toBeNull();
    expect(contentIdOf({ gameId: '77', id: '3' })).toBe('77');
  });
});
