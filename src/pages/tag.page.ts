import { TAG_SLUG } from '#schemas/constants.ts';
import { definePage } from './define-page.ts';

export default definePage({
  name: 'tag',
  type: 'unknown',
  title: 'Tags',
  editor: { label: 'Tag', section: 'News' },
  routes: [{ id: 'tag', path: '/tags/:tagSlug/:sportSlug?', params: { tagSlug: TAG_SLUG }, query: ['page'] }],
  preview: {
    collection: 'tags',
    pick: 'first',
    address: (tag) => `/tags/${tag.slug}`,
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'tagged', name: 'tagged-content', props: {} },
    ],
  },
});
