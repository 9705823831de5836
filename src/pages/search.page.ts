import { definePage } from './define-page.ts';

export default definePage({
  name: 'search',
  type: 'unknown',
  title: 'Search',
  editor: { label: 'Search', section: 'Site' },
  routes: [{ id: 'search', path: '/search', query: ['q', 'type', 'sport', 'page'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'results', name: 'search-results', props: {} },
    ],
  },
});
