import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';

// Only the React plugin (plus fixture images): the React Router plugin works only for the app build.
// package.json "imports" (#src/*, #fixtures/*, …) resolve natively in Vite.

const IMAGE_URL = /\/images\/([\w-]+)\/([\w-]+\.(?:svg|webp))/g;
type FixtureArt = typeof import('../src/server/demo-art/fixture-art.server.ts');

/** The demo server's own drawing, loaded through Vite (it imports the sport icons' sprite as text). */
let fixtureArt: Promise<FixtureArt> | null = null;
async function drawImage(url: string) {
  fixtureArt ??= runnerImport<FixtureArt>(fileURLToPath(new URL('../src/server/demo-art/fixture-art.server.ts', import.meta.url)), {
    configFile: false,
  }).then((loaded) => loaded.module);
  return (await fixtureArt).fixtureArt(url);
}

/**
 * Fixture images (/images/{kind}/{file}.svg|webp) are drawn on demand by the web server, not shipped in public/.
 * Storybook draws them the same way: on request in `storybook dev`, and as files for every image the widget
 * fixtures name in `build-storybook`.
 */
function fixtureImages(): Plugin {
  return {
    name: 'storybook-fixture-images',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith('/images/')) return next();
        drawImage(path).then((image) => {
          if (!image) return next();
          res.setHeader('Content-Type', image.contentType);
          res.end(image.body);
        }, next);
      });
    },
    async generateBundle() {
      const { widgetFixtures } = await import('../registry/widget-fixtures.ts');
      const urls = new Set(JSON.stringify(widgetFixtures).match(IMAGE_URL) ?? []);
      for (const url of urls) {
        const image = await drawImage(url);
        if (image) this.emitFile({ type: 'asset', fileName: url.slice(1), source: image.body });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), fixtureImages()],
});
