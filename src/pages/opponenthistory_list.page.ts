import { definePage } from './define-page.ts';

export default definePage({
  name: 'opponenthistory_list',
  type: 'schedule-history',
  title: 'Opponent History',
  editor: { label: 'Opponent history', section: 'Sport' },
  routes: [{ id: 'opponenthistory_list', path: '/sports/:sportSlug/opponent-history' }],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.displayOpponentHistory ? `/sports/${sport.global_sport_name_slug}/opponent-history` : null),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'history', name: 'opponent-history', props: {} },
    ],
  },
});
