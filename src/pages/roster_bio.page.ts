import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'roster_bio',
  type: 'roster-player',
  title: 'Player Bio',
  editor: { label: 'Player bio', section: 'Sport › Roster' },
  routes: [
    {
      id: 'roster_bio',
      path: '/sports/:slug/roster/:playerSlug/:rosterPlayerId',
      flags: { requiresContentId: true },
      params: { rosterPlayerId: NUMERIC_ID },
      middleware: ['roster-bio'],
    },
    {
      id: 'hidden_roster_bio',
      path: '/hidden/sports/:slug/roster/:playerSlug/:rosterPlayerId',
      flags: { requiresAuth: true },
      params: { rosterPlayerId: NUMERIC_ID },
      middleware: ['roster-bio'],
    },
  ],
  preview: {
    collection: 'roster',
    pick: 'latest',
    address: (player, sport) => (sport ? `/sports/${sport.global_sport_name_slug}/roster/${player.slug}/${player.id}` : null),
  },
  template: { default: [{ id: 'bio', name: 'roster-bio', props: {} }] },
});
