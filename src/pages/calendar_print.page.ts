import { definePage } from './define-page.ts';

export default definePage({
  name: 'calendar_print',
  type: 'schedule-calendar',
  title: 'Calendar',
  editor: { label: 'Calendar print', section: 'Department › Calendar' },
  flags: { fullscreen: true },
  routes: [
    { id: 'calendar_print', path: '/calendar/print/:type/:sport/:start/:end/:location' },
    {
      id: 'calendar_sport_print',
      path: '/sports/:globalSportNameSlug/calendar/print/:type/:sport/:start/:end/:location',
    },
  ],
  preview: {
    collection: 'games',
    pick: 'latest',
    address: (game) => `/calendar/print/list/all/${game.date.slice(0, 10)}/${game.date.slice(0, 10)}/all`,
  },
  template: { default: [{ id: 'calendar', name: 'calendar', props: { variant: 'print' } }] },
});
