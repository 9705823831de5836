import { definePage } from './define-page.ts';

export default definePage({
  name: 'awards_list',
  type: 'athletes-of-the-week',
  title: 'Awards',
  editor: { label: 'Awards', section: 'Department' },
  routes: [{ id: 'awards_list', path: '/awards', query: ['sport', 'year', 'page'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'awards', name: 'awards-list', props: { kind: 'awards' } },
    ],
  },
});
