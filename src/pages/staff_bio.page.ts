import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'staff_bio',
  type: 'staff',
  title: 'Staff Directory',
  editor: { label: 'Staff bio', section: 'Department › Staff directory' },
  // Shares its pattern with department pages, whose slug ends in -department (spec 2.1).
  routes: [{ id: 'staff_bio', path: '/staff-directory/:staffMemberSlug/:id', params: { id: NUMERIC_ID } }],
  preview: {
    collection: 'staff',
    pick: 'first',
    address: (member) => (member.kind !== 'coach' ? `/staff-directory/${member.slug}/${member.id}` : null),
  },
  template: { default: [{ id: 'bio', name: 'staff-bio', props: {} }] },
});
