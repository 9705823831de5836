import { definePage } from './define-page.ts';

export default definePage({
  name: 'social_accounts',
  type: 'unknown',
  title: 'Social Media',
  editor: { label: 'Social media', section: 'Site' },
  routes: [{ id: 'social_accounts', path: '/social-accounts' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'social', name: 'social-accounts', props: {} },
    ],
  },
});
