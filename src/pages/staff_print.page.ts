import { definePage } from './define-page.ts';

export default definePage({
  name: 'staff_print',
  type: 'staff',
  title: 'Staff Directory',
  editor: { label: 'Staff directory print', section: 'Department › Staff directory' },
  flags: { fullscreen: true },
  routes: [{ id: 'staff_print', path: '/staff-directory/print' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'staff', name: 'staff-directory', props: { variant: 'print' } },
    ],
  },
});
