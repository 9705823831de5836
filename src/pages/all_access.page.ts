import { definePage } from './define-page.ts';

export default definePage({
  name: 'all_access',
  type: 'unknown',
  title: 'All-Access Video & Audio',
  editor: { label: 'All-access video & audio', section: 'Media' },
  // The all-access media library: the spec names its component load, not an address, so the address is ours.
  routes: [{ id: 'all_access', path: '/all-access', query: ['sport', 'category', 'captions', 'audio', 'page'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'library', name: 'media-library', props: {} },
    ],
  },
});
