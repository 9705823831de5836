import { definePage } from './define-page.ts';

export default definePage({
  name: 'archives_sport',
  type: 'story-archives',
  title: 'News',
  editor: { label: 'News archive', section: 'Sport' },
  routes: [
    {
      id: 'archives_sport',
      path: '/sports/:slug/archives',
      query: ['season', 'q', 'page'],
    },
  ],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/archives`),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'archive', name: 'story-archive', props: {} },
    ],
  },
});
