import { definePage } from './define-page.ts';

export default definePage({
  name: 'sport_home',
  type: 'sport-home',
  title: { use: 'sport' },
  editor: { label: 'Sport home', section: 'Sport' },
  flags: { fullwidth: true },
  // `page` pages the news list's "Load more" link (it works without JavaScript).
  routes: [{ id: 'sport_home', path: '/sports/:slug', query: ['page'] }],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}`),
  },
  template: {
    above: [{ id: 'banner', name: 'promotion', props: { name: 'sport-banner', sportScoped: true, priority: true } }],
    default: [
      { id: 'title', name: 'page-title', props: {} },
      {
        id: 'scores',
        name: 'scoreboard',
        props: { title: 'Upcoming Games', mode: 'upcoming', count: 4, sportScoped: true },
      },
      {
        id: 'results',
        name: 'scoreboard',
        props: { title: 'Recent Results', mode: 'results', count: 4, sportScoped: true },
      },
      {
        id: 'news',
        name: 'story-list',
        props: { title: 'Latest News', layout: 'grid', count: 9, sportScoped: true, loadMore: true },
      },
    ],
    below: [{ id: 'sidebar', name: 'promotion', props: { name: 'sidebar-single', sportScoped: false } }],
  },
});
