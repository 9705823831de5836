import { definePage } from './define-page.ts';
import { NUMERIC_ID, SEASON } from './param-rules.ts';

export default definePage({
  name: 'boxscore',
  type: 'schedule-boxscore',
  title: 'Box Score',
  editor: { label: 'Box score', section: 'Sport › Schedule' },
  routes: [
    {
      id: 'boxscore',
      path: '/sports/:globalSportNameSlug/stats/:season/:oppSlug/boxscore/:gameId',
      params: { season: SEASON, gameId: NUMERIC_ID },
    },
  ],
  preview: {
    collection: 'games',
    pick: 'latest',
    address: (game) => game.result?.boxscore ?? null,
  },
  template: { default: [{ id: 'boxscore', name: 'boxscore', props: {} }] },
});
