import { definePage } from './define-page.ts';
import { MONTH_OR_DAY, YEAR } from './param-rules.ts';

export default definePage({
  name: 'story',
  type: 'story',
  title: 'News',
  editor: { label: 'Story', section: 'News' },
  routes: [
    {
      id: 'story',
      path: '/news/:year/:month/:day/:story_slug',
      params: { year: YEAR, month: MONTH_OR_DAY, day: MONTH_OR_DAY },
      manualSport: true,
    },
  ],
  preview: {
    collection: 'stories',
    pick: 'latest',
    address: (story) => (story.published ? story.url : null),
  },
  // The story first: it sets the current sport (spec 2.3), which the related news below then follows.
  template: {
    default: [
      { id: 'story', name: 'story', props: {} },
      {
        id: 'related',
        name: 'story-list',
        props: { title: 'Related News', layout: 'grid', count: 3, sportScoped: true },
      },
    ],
  },
});
