import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The server build's entry is our Express app (content API + page cache + headers + React Router handler).
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: './src/server/app.ts' } : undefined,
  },
  plugins: [reactRouter()],
}));
