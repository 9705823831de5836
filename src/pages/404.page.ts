import { definePage } from './define-page.ts';

export default definePage({
  name: '404',
  type: 'error-404',
  title: 'Page Not Found',
  editor: { label: 'Page not found', section: 'Site' },
  routes: [{ id: 'not_found', path: '/404' }],
  template: {
    // spec 8: the same design as every other not-found answer (the root error boundary renders the same content).
    default: [{ id: 'not-found', name: 'not-found', props: {} }],
  },
});
