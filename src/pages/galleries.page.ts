import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'galleries',
  type: 'unknown',
  title: 'Photo Galleries',
  editor: { label: 'Photo galleries', section: 'Media' },
  routes: [
    { id: 'galleries', path: '/galleries', query: ['sport', 'page'] },
    {
      id: 'gallery',
      path: '/galleries/:sportSlug/:gameId',
      params: { gameId: NUMERIC_ID },
      manualSport: true,
    },
  ],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'galleries', name: 'galleries', props: {} },
    ],
  },
});
