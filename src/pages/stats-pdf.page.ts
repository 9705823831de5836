import { definePage } from './define-page.ts';
import { SEASON } from './param-rules.ts';

export default definePage({
  name: 'stats-pdf',
  type: 'unknown',
  title: 'Statistics',
  editor: { label: 'Statistics PDF', section: 'Sport › Statistics' },
  // The PDF itself is served before the page route; a season without stats reaches the page and is a 404.
  routes: [
    {
      id: 'stats_pdf',
      path: '/sports/:sportSlug/stats/:season/pdf',
      params: { season: SEASON },
    },
  ],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'stats', name: 'cume-stats', props: {} },
    ],
  },
});
