import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'support_staff_bio',
  type: 'staff',
  title: 'Staff Bio',
  editor: { label: 'Support staff bio', section: 'Sport › Coaches' },
  routes: [
    {
      id: 'support_staff_bio',
      path: '/sports/:sportSlug/roster/staff/:supportStaffName/:supportStaffId',
      params: { supportStaffId: NUMERIC_ID },
    },
  ],
  preview: {
    collection: 'staff',
    pick: 'first',
    address: (member, sport) =>
      member.kind === 'support' && sport ? `/sports/${sport.global_sport_name_slug}/roster/staff/${member.slug}/${member.id}` : null,
  },
  template: { default: [{ id: 'bio', name: 'coach-bio', props: {} }] },
});
