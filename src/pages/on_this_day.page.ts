import { definePage } from './define-page.ts';

export default definePage({
  name: 'on_this_day',
  type: 'on-this-day',
  title: 'On This Day',
  editor: { label: 'On this day', section: 'News' },
  // spec 2.1: /otd is an alias (same page at both paths), not a redirect.
  routes: [
    { id: 'on_this_day', path: '/on-this-day', query: ['date'] },
    { id: 'on_this_day_alias', path: '/otd', query: ['date'] },
  ],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'otd', name: 'on-this-day', props: {} },
    ],
  },
});
