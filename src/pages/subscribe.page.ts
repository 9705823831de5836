import { definePage } from './define-page.ts';

export default definePage({
  name: 'subscribe',
  type: 'unknown',
  title: 'Subscribe',
  editor: { label: 'Newsletter sign-up', section: 'Site' },
  routes: [{ id: 'subscribe', path: '/subscribe', query: ['status'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'subscribe', name: 'subscribe', props: { variant: 'subscribe' } },
    ],
  },
});
