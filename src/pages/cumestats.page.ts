import { definePage } from './define-page.ts';
import { SEASON } from './param-rules.ts';

export default definePage({
  name: 'cumestats',
  type: 'schedule-cumestats',
  title: 'Statistics',
  editor: { label: 'Statistics', section: 'Sport' },
  routes: [
    {
      id: 'cumestats',
      path: '/sports/:sportSlug/stats/:season?',
      params: { season: SEASON },
    },
  ],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/stats`),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'stats', name: 'cume-stats', props: {} },
    ],
  },
});
