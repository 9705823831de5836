import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'staff_department',
  type: 'staff',
  title: 'Staff Directory',
  editor: { label: 'Department staff', section: 'Department › Staff directory' },
  // Departments and staff bios share one pattern: a department slug ends in -department (spec 2.1).
  routes: [
    {
      id: 'staff_department',
      path: '/staff-directory/:departmentSlug/:id',
      params: { departmentSlug: /-department$/, id: NUMERIC_ID },
      query: ['q'],
    },
  ],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'staff', name: 'staff-directory', props: { variant: 'department' } },
    ],
  },
});
