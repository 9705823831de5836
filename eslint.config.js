import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One no-restricted-imports block per folder. Type-only imports are allowed (they leave no runtime edge), and
 * tests may reach across folders for their fixtures.
 */
function restrict(files, regex, message) {
  return [
    {
      files,
      ignores: ['**/*.test.*', '**/*.stories.*'],
      rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message, allowTypeImports: true }] }] },
    },
  ];
}

export default tseslint.config(
  { ignores: ['build', 'build-*', '.react-router', 'storybook-static', 'node_modules', 'data', 'test-results', 'playwright-report', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `import { type A }` keeps an empty import of the module, and with it the module's code in the bundle.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  // STYLE.md 3: imports flow one way — schemas ← fixtures ← widgets ← registry ← routes; browser code never
  // imports the server, the server never imports React widgets.
  ...restrict(['schemas/**'], '^#(src|registry|fixtures)/|/(src|registry|fixtures)/', 'schemas/ is pure zod: it imports nothing from the app.'),
  ...restrict(['fixtures/**'], '^#(src|registry)/|/(src|registry)/', 'fixtures/ depend only on schemas/.'),
  ...restrict(['src/widgets/**'], '^#registry/widgets|^#src/(routes|server)/|/(routes|server)/', 'Widgets only display their props and data.'),
  ...restrict(['src/pages/**'], '^#(src|registry|fixtures)/|^\\.\\./', 'A page file is pure data: it imports only schemas/ and its own folder.'),
  ...restrict(['src/router/**'], '^#(src|registry|fixtures|schemas)/|^\\.\\./', 'The React Router adapter knows React Router, nothing of the app.'),
  ...restrict(['src/chrome/**'], '^#src/(routes|server)/|/(routes|server)/', 'Chrome is browser code.'),
  ...restrict(['src/server/**'], '^#registry/|^#src/(widgets|chrome)/|/(registry|chrome)/|/widgets/[^/]+/[^/]+\\.tsx$', 'The server never imports React widgets.'),
  {
    // Playwright fixtures call their `use` callback: not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
