import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'game_center',
  type: 'game-center',
  title: 'Game Center',
  editor: { label: 'Game center', section: 'Sport › Schedule' },
  flags: { fullwidth: true },
  routes: [{ id: 'game_center', path: '/game-center/:gameId', params: { gameId: NUMERIC_ID }, manualSport: true }],
  preview: {
    collection: 'games',
    pick: 'latest',
    address: (game) => `/game-center/${game.id}`,
  },
  // The game center sets the current sport (spec 2.3), which the related news below then follows.
  template: {
    default: [
      { id: 'game', name: 'game-center', props: {} },
      {
        id: 'news',
        name: 'story-list',
        props: { title: 'Related News', layout: 'grid', count: 3, sportScoped: true },
      },
    ],
  },
});
