import { definePage } from './define-page.ts';

export default definePage({
  name: '404',
  type: 'error-404',
  title: 'Page Not Found',
  editor: { label: 'Page not found', section: 'Site' },
  routes: [{ id: 'not_found', path: '/404' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      {
        id: 'news',
        name: 'story-list',
        props: { title: 'Related News', layout: 'grid', count: 3, sportScoped: true },
      },
    ],
  },
});
