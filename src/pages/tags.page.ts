import { definePage } from './define-page.ts';

export default definePage({
  name: 'tags',
  type: 'unknown',
  title: 'Tags',
  editor: { label: 'Tags', section: 'News' },
  routes: [{ id: 'tags', path: '/tags' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'tags', name: 'tag-list', props: {} },
    ],
  },
});
