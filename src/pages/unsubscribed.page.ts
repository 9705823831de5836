import { definePage } from './define-page.ts';

export default definePage({
  name: 'unsubscribed',
  type: 'unknown',
  title: 'Unsubscribed',
  editor: { label: 'Unsubscribed', section: 'Site' },
  routes: [{ id: 'unsubscribed', path: '/unsubscribed', query: ['status'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'subscribe', name: 'subscribe', props: { variant: 'unsubscribed' } },
    ],
  },
});
