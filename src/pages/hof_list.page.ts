import { definePage } from './define-page.ts';

export default definePage({
  name: 'hof_list',
  type: 'hall-of-fame',
  title: 'Hall of Fame',
  editor: { label: 'Honors', section: 'Department' },
  // The honors list is `honorSlug` (hall of fame, ring of honor…), not a sport: named so it is not read as one (spec 2.3).
  routes: [{ id: 'hof_list', path: '/honors/:honorSlug?/:grouping?' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'honors', name: 'hof-list', props: {} },
    ],
  },
});
