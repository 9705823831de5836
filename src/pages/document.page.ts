import { definePage } from './define-page.ts';

export default definePage({
  name: 'document',
  type: 'document',
  title: 'Document',
  editor: { label: 'Document', section: 'Forms and files' },
  routes: [{ id: 'document', path: '/documents/*', middleware: ['document'], manualSport: true }],
  preview: {
    collection: 'files',
    pick: 'first',
    address: (file) => (file.path.startsWith('/documents/') ? file.path : null),
  },
  template: { default: [{ id: 'document', name: 'document', props: {} }] },
});
