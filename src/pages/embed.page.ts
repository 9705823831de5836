import { definePage } from './define-page.ts';

export default definePage({
  name: 'embed',
  type: 'unknown',
  title: 'Video',
  editor: { label: 'Video embed', section: 'Site' },
  flags: { fullscreen: true },
  // spec 2.4: the same-origin page video embeds load (framed by the site's own pages only).
  routes: [{ id: 'embed', path: '/embed', query: ['youtube', 'Archive', 'Id', 'autoplay', 'controls', 'live'] }],
  template: { default: [{ id: 'video', name: 'video-embed', props: {} }] },
});
