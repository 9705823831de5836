import { definePage } from './define-page.ts';

export default definePage({
  name: 'rss_feeds',
  type: 'unknown',
  title: 'RSS Feeds',
  editor: { label: 'RSS feeds', section: 'News' },
  routes: [{ id: 'rss_feeds', path: '/rss_feeds' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'feeds', name: 'rss-feeds', props: {} },
    ],
  },
});
