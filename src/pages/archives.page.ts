import { definePage } from './define-page.ts';

export default definePage({
  name: 'archives',
  type: 'story-archives',
  title: 'News',
  editor: { label: 'News archive', section: 'News' },
  routes: [{ id: 'archives', path: '/archives', query: ['sport', 'season', 'q', 'page'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'archive', name: 'story-archive', props: {} },
    ],
  },
});
