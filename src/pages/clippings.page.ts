import { definePage } from './define-page.ts';

export default definePage({
  name: 'clippings',
  type: 'press-clips',
  title: 'Press Clippings',
  editor: { label: 'Press clippings', section: 'News' },
  routes: [{ id: 'clippings', path: '/clippings', query: ['sport', 'page'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'clippings', name: 'clippings', props: {} },
    ],
  },
});
