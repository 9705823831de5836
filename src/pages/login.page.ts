import { definePage } from './define-page.ts';

export default definePage({
  name: 'login',
  type: 'unknown',
  title: 'Staff Sign In',
  editor: { label: 'Staff sign-in', section: 'Site' },
  routes: [{ id: 'login', path: '/login', query: ['returnTo'], module: 'routes/login.tsx' }],
  template: {
    default: [
      { id: 'title', name: 'page-title', props: {} },
      {
        id: 'news',
        name: 'story-list',
        props: { title: 'Related News', layout: 'grid', count: 3, sportScoped: true },
      },
    ],
  },
});
