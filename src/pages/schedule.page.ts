import { LOCATION_QUERY } from '#schemas/constants.ts';
import { definePage } from './define-page.ts';
import { SEASON } from './param-rules.ts';

export default definePage({
  name: 'schedule',
  type: 'schedule-list',
  title: 'Schedule',
  editor: { label: 'Schedule', section: 'Sport' },
  routes: [
    {
      id: 'schedule',
      path: '/sports/:globalSportNameSlug/schedule/:seasonTitle?',
      params: { seasonTitle: SEASON },
      query: [LOCATION_QUERY],
      // The season picker is a GET form before hydration: `?season=` answers with the season's address.
      choices: { season: 'seasonTitle' },
    },
  ],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/schedule`),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'schedule', name: 'schedule', props: { variant: 'page' } },
    ],
  },
});
