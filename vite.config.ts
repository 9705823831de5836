import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/build/precompress.ts';

/** A module of src/widgets/shared that imports no stylesheet (read once per module by the build). */
function isStylelessWidgetHelper(id: string): boolean {
  return /[\\/]src[\\/]widgets[\\/]shared[\\/][\w-]+\.tsx?$/.test(id) && !/import\s+['"][^'"]+\.css['"]/.test(readFileSync(id, 'utf8'));
}

// The server build's entry is the worker (src/server/worker.server.ts): createApp and what a worker runs.
export default defineConfig({
  // The server names each page's widget chunks and stylesheets from the client manifest
  // (src/server/widget-assets.server.ts). React Router keeps .vite/manifest.json only when this is set here.
  build: {
    manifest: true,
    // zod calls and defineWidget (registry/define-widget.ts) have no side effects: a browser chunk that imports a
    // constant or a mapper from a widget's schema file keeps neither the schemas nor the widget's declaration.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z', 'defineWidget'] },
      // A page's first scripts in 12–15 files, not 26–29 (docs/decisions/0030-fewer-first-scripts.md): over
      // HTTP/1.1 a phone fetches six files at a time, a round trip each, so many small files cost it more than
      // their bytes.
      output: {
        codeSplitting: {
          groups: [
            // The framework and the site's chrome that entries (the client entry, the routes, the widgets) import
            // statically, one chunk per set of entries that needs it, sets under 16 KB merged into a neighbour.
            {
              name: 'site',
              tags: ['$initial'],
              test: /[\\/](?:node_modules|src[\\/](?:chrome|data|router|tracking))[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 16_000,
            },
            // The widgets' small shared helpers (image URLs, dates, a story card): one file of a few KB instead of
            // one file each. Only helpers without a stylesheet of their own: a group takes its modules' styles
            // into one stylesheet, whose place in the cascade would differ from the widgets' own.
            { name: 'widget-kit', test: isStylelessWidgetHelper, minShareCount: 2, maxModuleSize: 4000 },
          ],
        },
        // A group's chunk is named after its entries ("site~root~page~…"); its file name needs only the hash.
        chunkFileNames: (chunk) => (chunk.name.startsWith('site~') ? 'assets/site-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
    modulePreload: {
      // The page route's widget imports need no preload lists of their own: the server names every chunk and
      // stylesheet of a page's widgets in its HTML and loader data. Each list cost the page chunk (loaded on
      // every page) some 60 bytes per registered widget; other dynamic imports keep theirs.
      resolveDependencies: (_file, deps, { hostId }) => (/^assets\/page-[\w-]{8}\.js$/.test(hostId) ? [] : deps),
    },
  },
  environments: {
    ssr: {
      build: { rollupOptions: { input: './src/server/worker.server.ts' } },
      // Bundled with the app so it shares one react-router instance (RouterContextProvider) in dev and build.
      resolve: { noExternal: ['@react-router/express'] },
    },
  },
  plugins: [reactRouter(), precompress()],
});
