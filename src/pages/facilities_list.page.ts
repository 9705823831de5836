import { definePage } from './define-page.ts';

export default definePage({
  name: 'facilities_list',
  type: 'facilities',
  title: 'Facilities',
  editor: { label: 'Facilities', section: 'Department' },
  routes: [{ id: 'facilities_list', path: '/facilities' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'facilities', name: 'facilities-list', props: {} },
    ],
  },
});
