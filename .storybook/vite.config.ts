import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { placeholderImage } from '../src/server/placeholder-image.server.ts';

// Only the React plugin (plus fixture images): the React Router plugin works only for the app build.
// package.json "imports" (#src/*, #fixtures/*, …) resolve natively in Vite.

const IMAGE_URL = /\/images\/([\w-]+)\/([\w.-]+\.svg)/g;

function drawImage(url: string): string | null {
  const [, kind, file] = new RegExp(IMAGE_URL.source).exec(url) ?? [];
  return kind && file ? placeholderImage(kind, file) : null;
}

/**
 * Fixture images (/images/{kind}/{file}.svg) are drawn on demand by the web server, not shipped in public/.
 * Storybook draws them the same way: on request in `storybook dev`, and as files for every image the widget
 * fixtures name in `build-storybook`.
 */
function fixtureImages(): Plugin {
  return {
    name: 'storybook-fixture-images',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const svg = path.startsWith('/images/') ? drawImage(path) : null;
        if (!svg) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
    async generateBundle() {
      const { widgetFixtures } = await import('../registry/widget-fixtures.ts');
      const urls = new Set(JSON.stringify(widgetFixtures).match(IMAGE_URL) ?? []);
      for (const url of urls) {
        const svg = drawImage(url);
        if (svg) this.emitFile({ type: 'asset', fileName: url.slice(1), source: svg });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), fixtureImages()],
});
