import { definePage } from './define-page.ts';

export default definePage({
  name: 'splash',
  type: 'unknown',
  title: 'Welcome',
  editor: { label: 'Splash page', section: 'Site' },
  flags: { fullscreen: true },
  routes: [
    { id: 'splash', path: '/splash/:splashId' },
    { id: 'hidden_splash', path: '/hidden/splash/:splashId', flags: { requiresAuth: true } },
  ],
  preview: {
    collection: 'splash',
    pick: 'latest',
    address: (splash) => `/splash/${splash.id}`,
  },
  template: { default: [{ id: 'splash', name: 'splash-page', props: {} }] },
});
