import { definePage } from './define-page.ts';

export default definePage({
  name: 'podcast_list',
  type: 'podcast-list',
  title: 'Podcasts',
  editor: { label: 'Podcasts', section: 'Media' },
  routes: [{ id: 'podcast_list', path: '/podcasts', query: ['category'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'podcasts', name: 'podcasts', props: {} },
    ],
  },
});
