import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and component tests: no React Router plugin here (it only works for the app build).
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{src,schemas,registry,fixtures,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./tests/support/setup-tests.ts'],
    restoreMocks: true,
  },
});
