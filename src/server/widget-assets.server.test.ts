import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from '#registry/widget-schemas.ts';
import { widgetAssetsFrom, widgetModulePath } from './widget-assets.server.ts';

// The shape of Vite's client manifest: entries by source path, shared chunks by "_name-hash.js".
const manifest = {
  'src/entry.client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
  'src/routes/page.tsx?__react-router-build-client-route': { file: 'assets/page.js', imports: ['_react.js', '_schemas.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_schemas.js': { file: 'assets/schemas.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'], css: ['assets/card.css'] },
  'src/widgets/story-list/story-list.tsx': {
    file: 'assets/story-list.js',
    imports: ['_card.js', '_schemas.js'],
    css: ['assets/story-list.css'],
  },
  'src/widgets/story/story.tsx': { file: 'assets/story.js', imports: ['_card.js'] },
};

describe('widget assets from the client manifest', () => {
  const assetsOf = widgetAssetsFrom(manifest);

  it("names a widget's chunk and its own imports with every stylesheet on the way, not what every page loads", () => {
    expect(assetsOf(['story-list'])).toEqual({
      js: ['/assets/story-list.js', '/assets/card.js'],
      css: ['/assets/story-list.css', '/assets/card.css'],
      modules: { 'story-list': '/assets/story-list.js' },
    });
  });

  it('names shared chunks once for several widgets, and nothing for unknown names', () => {
    expect(assetsOf(['story-list', 'story', 'story-list', 'no-such-widget'])).toEqual({
      js: ['/assets/story-list.js', '/assets/card.js', '/assets/story.js'],
      css: ['/assets/story-list.css', '/assets/card.css'],
      modules: { 'story-list': '/assets/story-list.js', story: '/assets/story.js' },
    });
  });

  it('every registry entry loads the module the convention names (the server finds widgets by it)', () => {
    const registry = readFileSync(new URL('../../registry/widgets.ts', import.meta.url), 'utf8');
    for (const name of WIDGET_NAMES) expect(registry, name).toContain(`import('#${widgetModulePath(name)}')`);
  });
});
