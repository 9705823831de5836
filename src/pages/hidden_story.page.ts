import { definePage } from './define-page.ts';
import { MONTH_OR_DAY, YEAR } from './param-rules.ts';

export default definePage({
  name: 'hidden_story',
  type: 'story',
  title: 'News',
  editor: { label: 'Hidden story', section: 'News' },
  flags: { requiresAuth: true },
  routes: [
    {
      id: 'hidden_story',
      path: '/hidden/news/:year/:month/:day/:story_slug',
      params: { year: YEAR, month: MONTH_OR_DAY, day: MONTH_OR_DAY },
      manualSport: true,
    },
  ],
  preview: {
    collection: 'stories',
    pick: 'latest',
    address: (story) => `/hidden${story.url}`,
  },
  template: { default: [{ id: 'story', name: 'story', props: {} }] },
});
