import { definePage } from './define-page.ts';

export default definePage({
  name: 'historicalroster',
  type: 'unknown',
  title: 'Historical Roster',
  editor: { label: 'Historical roster', section: 'Department' },
  routes: [
    {
      id: 'historicalroster',
      path: '/historical-roster',
      query: ['q', 'sport', 'season', 'position', 'page'],
    },
  ],
  redirects: [{ id: 'historicalroster_legacy', path: '/historicalroster', redirectTo: '/historical-roster' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'alumni', name: 'historical-roster', props: {} },
    ],
  },
});
