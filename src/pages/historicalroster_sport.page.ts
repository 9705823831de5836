import { definePage } from './define-page.ts';

export default definePage({
  name: 'historicalroster_sport',
  type: 'unknown',
  title: 'Historical Roster',
  editor: { label: 'Historical roster', section: 'Sport' },
  routes: [
    {
      id: 'historicalroster_sport',
      path: '/sports/:globalSportNameSlug/historical-roster',
      query: ['q', 'season', 'position', 'page'],
    },
  ],
  redirects: [
    {
      id: 'historicalroster_sport_legacy',
      path: '/sports/:globalSportNameSlug/historicalroster',
      redirectTo: '/sports/:globalSportNameSlug/historical-roster',
    },
  ],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/historical-roster`),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'alumni', name: 'historical-roster', props: {} },
    ],
  },
});
