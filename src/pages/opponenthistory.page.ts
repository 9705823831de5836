import { opponentSlugOf } from '#schemas/entities/game.ts';
import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'opponenthistory',
  type: 'schedule-history',
  title: 'Opponent History',
  editor: { label: 'Opponent', section: 'Sport › Opponent history' },
  routes: [
    {
      id: 'opponenthistory',
      path: '/sports/:sportSlug/opponent-history/:opponentSlug/:opponentId',
      params: { opponentId: NUMERIC_ID },
    },
  ],
  preview: {
    collection: 'games',
    pick: 'latest',
    address: (game, sport) =>
      sport?.displayOpponentHistory
        ? `/sports/${sport.global_sport_name_slug}/opponent-history/${opponentSlugOf(game.opponent.title)}/${game.opponent.id}`
        : null,
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'history', name: 'opponent-history', props: {} },
    ],
  },
});
