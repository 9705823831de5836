import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build', '.react-router', 'storybook-static', 'node_modules', 'data', 'test-results', 'playwright-report', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // STYLE.md 3: imports flow one way — schemas ← fixtures ← widgets ← registry ← routes;
      // browser code never imports the server, the server never imports React widgets.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './schemas', from: ['./src', './registry', './fixtures'], message: 'schemas/ is pure zod: it imports nothing from the app.' },
            { target: './fixtures', from: ['./src', './registry'], message: 'fixtures/ depend only on schemas/.' },
            { target: './src/widgets', from: ['./registry/widgets.ts', './src/routes', './src/server'], message: 'Widgets only display their props and data.' },
            { target: './src/chrome', from: ['./src/server', './src/routes'], message: 'Chrome is browser code.' },
            { target: './src/server', from: ['./src/widgets', './src/chrome', './registry'], message: 'The server never imports React widgets.' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their `use` callback: not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
