import { definePage } from './define-page.ts';
import { NUMERIC_ID } from './param-rules.ts';

export default definePage({
  name: 'coach_bio',
  type: 'roster-coach',
  title: 'Coach Bio',
  editor: { label: 'Coach bio', section: 'Sport › Coaches' },
  routes: [
    {
      id: 'coach_bio',
      path: '/sports/:sportSlug/roster/coaches/:coachName/:coachId',
      params: { coachId: NUMERIC_ID },
    },
  ],
  preview: {
    collection: 'staff',
    pick: 'first',
    address: (coach, sport) =>
      coach.kind === 'coach' && sport ? `/sports/${sport.global_sport_name_slug}/roster/coaches/${coach.slug}/${coach.id}` : null,
  },
  template: { default: [{ id: 'bio', name: 'coach-bio', props: {} }] },
});
