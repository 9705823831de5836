import { definePage } from './define-page.ts';
import { SEASON } from './param-rules.ts';

export default definePage({
  name: 'coach_list',
  type: 'roster-coach-list',
  title: 'Coaches',
  editor: { label: 'Coaches', section: 'Sport' },
  // The coach list and the coaching records share one pattern: the param rules tell them apart (spec 2.1, 5).
  routes: [
    {
      id: 'coach_list',
      path: '/sports/:sportSlug/coaches/:season?',
      params: { season: SEASON },
    },
  ],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/coaches`),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'coaches', name: 'coach-list', props: {} },
    ],
  },
});
