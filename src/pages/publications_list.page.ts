import { definePage } from './define-page.ts';

export default definePage({
  name: 'publications_list',
  type: 'unknown',
  title: 'Publications',
  editor: { label: 'Publications', section: 'Department' },
  routes: [
    {
      id: 'publications_list',
      path: '/publications',
      query: ['sport', 'season', 'kind'],
    },
  ],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'publications', name: 'publications', props: {} },
    ],
  },
});
