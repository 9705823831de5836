import { definePage } from './define-page.ts';

export default definePage({
  name: 'homepage',
  type: 'home-page',
  title: { use: 'site' },
  editor: { label: 'Home', section: 'Site' },
  flags: { fullwidth: true },
  // `page` pages the news list's "Load more" link (it works without JavaScript).
  routes: [{ id: 'homepage', path: '/', query: ['page'] }],
  // The sponsors rotate in the footer of every page (spec 2.6), not in the home template.
  template: {
    above: [{ id: 'hero', name: 'promotion', props: { name: 'home-hero', sportScoped: false, priority: true } }],
    default: [
      { id: 'title', name: 'page-title', props: { hidden: true } },
      {
        id: 'scores',
        name: 'scoreboard',
        props: { title: 'Upcoming Games', mode: 'upcoming', count: 8, sportScoped: false },
      },
      {
        id: 'top-stories',
        name: 'story-list',
        props: { title: 'Top Stories', layout: 'featured', count: 7, sportScoped: false },
      },
      { id: 'sponsor', name: 'promotion', props: { name: 'home-html', sportScoped: false } },
      {
        id: 'results',
        name: 'scoreboard',
        props: { title: 'Latest Results', mode: 'results', count: 8, sportScoped: false },
      },
      {
        id: 'more-news',
        name: 'story-list',
        // Continues after the seven Top Stories above.
        props: { title: 'More News', layout: 'list', count: 10, sportScoped: false, loadMore: true, skip: 7 },
      },
      { id: 'sports', name: 'sports-directory', props: { title: 'Our Teams' } },
    ],
  },
});
