import { definePage } from './define-page.ts';
import { SLUG } from './param-rules.ts';

export default definePage({
  name: 'publications_page',
  type: 'unknown',
  title: 'Publications',
  editor: { label: 'Publication', section: 'Department › Publications' },
  routes: [
    {
      id: 'publications_page',
      path: '/publications/:publicationSlug',
      params: { publicationSlug: SLUG },
    },
  ],
  preview: {
    collection: 'publications',
    pick: 'latest',
    address: (publication) => `/publications/${publication.slug}`,
  },
  template: { default: [{ id: 'publication', name: 'publication', props: {} }] },
});
