import { definePage } from './define-page.ts';
import { SEASON } from './param-rules.ts';

export default definePage({
  name: 'results_print',
  type: 'unknown',
  title: 'Results',
  editor: { label: 'Results print', section: 'Sport › Results' },
  flags: { fullscreen: true },
  routes: [
    {
      id: 'results_print',
      path: '/sports/:sportSlug/results/print/:season/:type',
      params: { season: SEASON },
    },
  ],
  preview: {
    collection: 'games',
    pick: 'latest',
    address: (game, sport) => (sport ? `/sports/${sport.global_sport_name_slug}/results/print/${game.season}/all` : null),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'results', name: 'results', props: { variant: 'print' } },
    ],
  },
});
