import { definePage } from './define-page.ts';

export default definePage({
  name: 'coach_coaching_records',
  type: 'roster-coach-list',
  title: 'Coaching Records',
  editor: { label: 'Coaching records', section: 'Sport › Coaches' },
  // Shares its pattern with the coach list: `type` is year or overall, a season is not (spec 2.1, 5).
  routes: [
    {
      id: 'coach_coaching_records',
      path: '/sports/:sportSlug/coaches/:type',
      params: { type: ['year', 'overall'] },
    },
  ],
  preview: {
    collection: 'sports',
    pick: 'first',
    address: (sport) => (sport.non_sport ? null : `/sports/${sport.global_sport_name_slug}/coaches/overall`),
  },
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'records', name: 'coaching-records', props: {} },
    ],
  },
});
