import { definePage } from './define-page.ts';

export default definePage({
  name: 'staff_list',
  type: 'staff',
  title: 'Staff Directory',
  editor: { label: 'Staff directory', section: 'Department' },
  routes: [{ id: 'staff_list', path: '/staff-directory', query: ['q'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'staff', name: 'staff-directory', props: { variant: 'page' } },
    ],
  },
});
