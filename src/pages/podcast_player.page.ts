import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'podcast_player',
  type: 'podcast',
  title: 'Podcasts',
  editor: { label: 'Podcast', section: 'Media › Podcasts' },
  routes: [
    {
      id: 'podcast_player',
      path: '/podcasts/:podcastSlug/:podcastId',
      params: { podcastId: NUMERIC_ID },
      query: ['page', 'episode'],
    },
  ],
  preview: {
    collection: 'podcasts',
    pick: 'first',
    address: (series) => `/podcasts/${series.slug}/${series.id}`,
  },
  template: { default: [{ id: 'player', name: 'podcast-player', props: {} }] },
});
