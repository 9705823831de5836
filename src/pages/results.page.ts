import { definePage } from './define-page.ts';

export default definePage({
  name: 'results',
  type: 'unknown',
  title: 'Results',
  editor: { label: 'Results', section: 'Sport' },
  routes: [{ id: 'results', path: '/sports/:sportSlug/results', query: ['season'] }],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/results`),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'results', name: 'results', props: {} },
    ],
  },
});
