import { definePage } from './define-page.ts';
import { SEASON } from './param-rules.ts';

export default definePage({
  name: 'roster_list',
  type: 'roster-list',
  title: 'Roster',
  editor: { label: 'Roster', section: 'Sport' },
  routes: [
    // The order and view the roster is sent in (its sort and view controls are GET forms before hydration); the
    // season picker is one too, and `?season=` answers with the season's address.
    {
      id: 'roster_list',
      path: '/sports/:slug/roster/:season?',
      params: { season: SEASON },
      query: ['sort', 'view'],
      choices: { season: 'season' },
    },
    {
      id: 'hidden_roster_list',
      path: '/hidden/sports/:slug/roster/:season?',
      flags: { requiresAuth: true },
      params: { season: SEASON },
      query: ['sort', 'view'],
      choices: { season: 'season' },
    },
  ],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/roster`),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'roster', name: 'roster', props: { variant: 'page' } },
    ],
  },
});
