import { definePage } from './define-page.ts';

export default definePage({
  name: 'partners',
  type: 'unknown',
  title: 'Partners',
  editor: { label: 'Partners', section: 'Site' },
  routes: [{ id: 'partners', path: '/partners' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'partners', name: 'partners', props: {} },
    ],
  },
});
