import { definePage } from './define-page.ts';

export default definePage({
  name: 'calendar',
  type: 'schedule-calendar',
  title: 'Calendar',
  editor: { label: 'Calendar', section: 'Department' },
  routes: [{ id: 'calendar', path: '/calendar', query: ['month', 'sport', 'location', 'view'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'calendar', name: 'calendar', props: {} },
    ],
  },
});
