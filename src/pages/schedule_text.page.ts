import { LOCATION_QUERY } from '#schemas/constants.ts';
import { definePage } from './define-page.ts';
import { SEASON } from './param-rules.ts';

export default definePage({
  name: 'schedule_text',
  type: 'schedule-list',
  title: 'Schedule',
  editor: { label: 'Text schedule', section: 'Sport › Schedule' },
  flags: { fullscreen: true },
  routes: [
    {
      id: 'schedule_text',
      path: '/sports/:globalSportNameSlug/schedule/text/:seasonTitle?',
      params: { seasonTitle: SEASON },
      query: [LOCATION_QUERY],
    },
  ],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/schedule/text`),
  },
  template: { default: [{ id: 'schedule', name: 'schedule', props: { variant: 'text' } }] },
});
