import { LOCATION_QUERY } from '#schemas/constants.ts';
import { definePage } from './define-page.ts';
import { SEASON } from './param-rules.ts';

export default definePage({
  name: 'schedule_print',
  type: 'schedule-list',
  title: 'Schedule',
  editor: { label: 'Schedule print', section: 'Sport › Schedule' },
  flags: { fullscreen: true },
  routes: [
    {
      id: 'schedule_print',
      path: '/sports/:globalSportNameSlug/schedule/print/:seasonTitle?',
      params: { seasonTitle: SEASON },
      query: [LOCATION_QUERY],
    },
  ],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/schedule/print`),
  },
  template: { default: [{ id: 'schedule', name: 'schedule', props: { variant: 'print' } }] },
});
