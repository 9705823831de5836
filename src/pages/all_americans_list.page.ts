import { definePage } from './define-page.ts';

export default definePage({
  name: 'all_americans_list',
  type: 'unknown',
  title: 'All-Americans',
  editor: { label: 'All-Americans', section: 'Department' },
  routes: [{ id: 'all_americans_list', path: '/all-americans', query: ['sport', 'year', 'page'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'awards', name: 'awards-list', props: { kind: 'all-americans' } },
    ],
  },
});
