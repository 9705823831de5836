import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'all_americans_bio',
  type: 'unknown',
  title: 'All-Americans',
  editor: { label: 'All-American', section: 'Department › All-Americans' },
  routes: [{ id: 'all_americans_bio', path: '/all-americans/:id', params: { id: NUMERIC_ID } }],
  preview: {
    collection: 'all_americans',
    pick: 'latest',
    address: (honor) => `/all-americans/${honor.id}`,
  },
  template: { default: [{ id: 'award', name: 'award-bio', props: { kind: 'all-americans' } }] },
});
