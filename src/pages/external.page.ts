import { definePage } from './define-page.ts';

export default definePage({
  name: 'external',
  type: 'unknown',
  title: 'Athletics',
  editor: { label: 'Manual page', section: 'Site' },
  // spec 2.4 external and manual pages: stored content per path (the manual-page widget); the page sets the sport.
  routes: [
    { id: 'watch', path: '/watch', manualSport: true },
    { id: 'showcase', path: '/showcase', manualSport: true },
    { id: 'series', path: '/series/:titleSlug', manualSport: true },
    { id: 'feature', path: '/feature/*', manualSport: true },
    { id: 'services', path: '/services/*', manualSport: true },
    { id: 'tournament_experience', path: '/tournament-experience/*', manualSport: true },
    { id: 'signingday', path: '/signingday/*', manualSport: true },
    { id: 'gameday', path: '/gameday/*', manualSport: true },
  ],
  preview: {
    collection: 'manual_pages',
    pick: 'first',
    address: (page) => page.path,
  },
  // spec 2.4: a manual page names and titles itself (and may set the sport, which the related news follows).
  template: {
    default: [
      { id: 'page', name: 'manual-page', props: {} },
      {
        id: 'news',
        name: 'story-list',
        props: { title: 'Related News', layout: 'grid', count: 3, sportScoped: true },
      },
    ],
  },
});
