import { definePage } from './define-page.ts';
import { SEASON } from './param-rules.ts';

export default definePage({
  name: 'roster_print',
  type: 'roster-list',
  title: 'Roster',
  editor: { label: 'Roster print', section: 'Sport › Roster' },
  flags: { fullscreen: true },
  routes: [{ id: 'roster_print', path: '/sports/:slug/roster/print/:season?', params: { season: SEASON } }],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/roster/print`),
  },
  template: { default: [{ id: 'roster', name: 'roster', props: { variant: 'print' } }] },
});
