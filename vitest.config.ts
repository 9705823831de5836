import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and component tests: no React Router plugin here (it only works for the app build).
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{src,schemas,registry,fixtures,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./tests/support/setup-tests.ts'],
    // The PostgreSQL tests run on the cluster TEST_DATABASE_URL names; without one, this says they are skipped.
    globalSetup: ['./tests/support/postgres-global-setup.ts'],
    restoreMocks: true,
    // A hook that seeds the demo school's files (PDFs rendered, episode audio generated) takes several seconds on
    // a busy two-core machine; the default 10 s failed there without anything being wrong.
    hookTimeout: 60_000,
  },
});
