import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The server build's entry is our Express app (content API + page cache + headers + React Router handler).
export default defineConfig({
  environments: {
    ssr: {
      build: { rollupOptions: { input: './src/server/app.ts' } },
      // Bundled with the app so it shares one react-router instance (RouterContextProvider) in dev and build.
      resolve: { noExternal: ['@react-router/express'] },
    },
  },
  plugins: [reactRouter()],
});
