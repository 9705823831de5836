import { definePage } from './define-page.ts';

export default definePage({
  name: 'gameday_concurrent',
  type: 'unknown',
  title: 'Game Day',
  editor: { label: 'GameDay games', section: 'Site' },
  routes: [{ id: 'gameday_concurrent', path: '/gameday/concurrent.aspx', query: ['ids'] }],
  preview: {
    collection: 'games',
    pick: 'latest',
    address: (game) => `/gameday/concurrent.aspx?ids=${game.id}`,
  },
  template: { default: [{ id: 'games', name: 'gameday-games', props: {} }] },
});
