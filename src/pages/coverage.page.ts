import { definePage } from './define-page.ts';

export default definePage({
  name: 'coverage',
  type: 'schedule-coverage',
  title: 'Coverage',
  editor: { label: 'Coverage', section: 'Media' },
  routes: [{ id: 'coverage', path: '/coverage', query: ['sport'] }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      { id: 'coverage', name: 'coverage', props: {} },
    ],
  },
});
