import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'awards_bio',
  type: 'athletes-of-the-week',
  title: 'Awards',
  editor: { label: 'Award', section: 'Department › Awards' },
  routes: [{ id: 'awards_bio', path: '/awards/:id', params: { id: NUMERIC_ID } }],
  preview: {
    collection: 'awards',
    pick: 'latest',
    address: (award) => `/awards/${award.id}`,
  },
  template: { default: [{ id: 'award', name: 'award-bio', props: { kind: 'awards' } }] },
});
