import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'facilities_page',
  type: 'facilities',
  title: 'Facilities',
  editor: { label: 'Facility', section: 'Department › Facilities' },
  routes: [
    {
      id: 'facilities_page',
      path: '/facilities/:facilityName/:facilityId',
      params: { facilityId: NUMERIC_ID },
      middleware: ['facilities'],
    },
  ],
  preview: {
    collection: 'facilities',
    pick: 'first',
    address: (facility) => `/facilities/${facility.slug}/${facility.id}`,
  },
  template: { default: [{ id: 'facility', name: 'facility', props: {} }] },
});
