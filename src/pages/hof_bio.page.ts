import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'hof_bio',
  type: 'hall-of-fame',
  title: 'Hall of Fame',
  editor: { label: 'Inductee', section: 'Department › Honors' },
  routes: [
    {
      id: 'hof_bio',
      path: '/honors/:honorSlug/:inducteeSlug/:inducteeId',
      params: { inducteeId: NUMERIC_ID },
    },
  ],
  preview: {
    collection: 'inductees',
    pick: 'first',
    address: (inductee) => `/honors/${inductee.list}/${inductee.slug}/${inductee.id}`,
  },
  template: { default: [{ id: 'bio', name: 'hof-bio', props: {} }] },
});
