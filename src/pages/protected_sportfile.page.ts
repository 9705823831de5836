import { definePage } from './define-page.ts';
import { MONTH_OR_DAY, YEAR } from './param-rules.ts';

export default definePage({
  name: 'protected_sportfile',
  type: 'sportfile',
  title: 'Document',
  editor: { label: 'Protected sport file', section: 'Forms and files' },
  routes: [
    {
      id: 'protected_sportfile',
      path: '/protected/sports/:year/:month/:day/:filename',
      params: { year: YEAR, month: MONTH_OR_DAY, day: MONTH_OR_DAY },
      manualSport: true,
    },
  ],
  preview: {
    collection: 'files',
    pick: 'first',
    address: (file) => (file.path.startsWith('/sports/') && file.access === 'protected' ? `/protected${file.path}` : null),
  },
  template: { default: [{ id: 'document', name: 'document', props: {} }] },
});
