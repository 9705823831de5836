import { definePage } from './define-page.ts';

export default definePage({
  name: 'calendar_sport',
  type: 'schedule-calendar',
  title: 'Calendar',
  editor: { label: 'Calendar', section: 'Sport' },
  routes: [
    {
      id: 'calendar_sport',
      path: '/sports/:globalSportNameSlug/calendar',
      query: ['month', 'location', 'view'],
    },
  ],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/calendar`),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'calendar', name: 'calendar', props: {} },
    ],
  },
});
