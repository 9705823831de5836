import { definePage } from './define-page.ts';

export default definePage({
  name: 'moments',
  type: 'unknown',
  title: 'Moments',
  editor: { label: 'Moments', section: 'Media' },
  routes: [
    { id: 'moments', path: '/moments', query: ['page'] },
    { id: 'moments_sport', path: '/sports/:sportSlug/moments', query: ['page'] },
  ],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'moments', name: 'moments', props: {} },
    ],
  },
});
