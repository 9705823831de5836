import { describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { pagePayload, football } from '#src/chrome/chrome-test-data.tsx';
import { pageViewEvent } from './data-layer.ts';

describe('the data-layer page event (spec 4, 6, 9)', () => {
  it('names the page, its sport and content, the logged-out visitor and the client; local time with offset', () => {
    const payload = pagePayload({
      sport: football,
      page: {
        name: 'roster_bio',
        type: 'roster-player',
        path: '/sports/football/roster/a-b/12',
        title: 'A B',
        params: { slug: 'football', rosterPlayerId: '12' },
      },
    });
    const client = buildSchool().tracking.analytics360;
    const event = pageViewEvent(payload, client, new Date('2026-11-21T17:00:00Z'), 300);
    expect(event).toEqual({
      event: 'virtual_page_view',
      timestamp: '2026-11-21T12:00:00.000-05:00',
      page: {
        path: '/sports/football/roster/a-b/12',
        title: 'A B',
        name: 'roster_bio',
        type: 'roster-player',
        contentId: '12',
        sport: 'mfootbl',
      },
      user: { loggedIn: false, userId: '', membershipType: '', signUpDate: '', subscriptionDate: '' },
      client,
    });
  });
});
