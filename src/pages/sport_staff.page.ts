import { definePage } from './define-page.ts';

export default definePage({
  name: 'sport_staff',
  type: 'staff',
  title: 'Staff',
  editor: { label: 'Sport staff', section: 'Sport' },
  routes: [{ id: 'sport_staff', path: '/sports/:sportDepartment/staff' }],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/staff`),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'coaches', name: 'coach-list', props: { variant: 'staff' } },
    ],
  },
});
