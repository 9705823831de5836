import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import zones (STYLE 3), one no-restricted-imports block per group of files. ESLint keeps only the last matching
 * block's options for a file, so the groups do not overlap: each lists every pattern its files keep to.
 */
function zone(files, ignores, patterns) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}
const TESTS_AND_STORIES = ['**/*.test.*', '**/*.stories.*'];
/** Only `.server` modules import `.server` modules: anything else may end up in the browser. Types are erased. */
const NO_SERVER_MODULES = { regex: '\\.server(\\.tsx?)?$', allowTypeImports: true, message: 'Only .server files import .server files.' };
/** Inside src/widgets: own files by ./, shared parts by ../shared/, never another widget's folder (types included). */
const NO_OTHER_WIDGET = [
  { regex: '^#src/widgets/', message: 'In src/widgets, import your own files with ./ and shared parts with ../shared/.' },
  { regex: '^\\.\\./(?!shared/)[^./]', message: 'A widget never imports another widget: move what both need to src/widgets/shared/.' },
];
/** The browser's registries: the server resolves with registry/widgets.server.ts and validates with widget-schemas.ts. */
const NO_CLIENT_REGISTRY = {
  regex: '^#registry/(widgets|widget-fixtures|widget-stories)\\.ts$',
  message: 'The server never imports the browser registries.',
};
const NO_DEMO_DATA = { regex: '^#fixtures/|\\.fixtures\\.ts$', message: 'Demo data is for fixtures, stories and tests only.' };
/** SQL runs in src/server/store (its repositories, through the Db seam): nothing else names the driver. */
const NO_DRIVER = { regex: '^(better-sqlite3|pg)$', message: 'SQL runs in src/server/store (its repositories, through the Db seam).' };
const NO_REACT = { regex: '\\.tsx$|^#src/chrome/|/chrome/', message: 'The server never imports React components.' };

export default tseslint.config(
  {
    ignores: [
      'build',
      'build-*',
      '.react-router',
      'storybook-static',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      '.bench',
      // Standalone validators compiled by `npm run gen` (scripts/gen/validators.mjs).
      'src/widgets/*/*.validate.gen.ts',
    ],
  },
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
  // STYLE 3: imports flow one way — schemas ← widgets ← registry ← routes; browser code never imports the server, the
  // server never imports React widgets or widget fixtures, no widget imports another. Route modules (src/root.tsx,
  // src/routes) may import .server modules: React Router keeps loaders and actions out of the browser build.
  zone(['schemas/**'], TESTS_AND_STORIES, [
    { regex: '^#(src|registry|fixtures)/|/(src|registry|fixtures)/', message: 'schemas/ is pure zod: it imports nothing from the app.' },
    NO_SERVER_MODULES,
  ]),
  zone(['fixtures/**'], TESTS_AND_STORIES, [
    { regex: '^#(src|registry)/|/(src|registry)/', message: 'fixtures/ depend only on schemas/.' },
    NO_SERVER_MODULES,
  ]),
  // A widget's component and schema, and the shared browser parts.
  zone(
    ['src/widgets/**'],
    [...TESTS_AND_STORIES, '**/*.server.*', '**/*.fixtures.*'],
    [
      ...NO_OTHER_WIDGET,
      NO_SERVER_MODULES,
      NO_DEMO_DATA,
      { regex: '^#src/(routes|server)/', allowTypeImports: true, message: 'Widgets only display their props and data.' },
      { regex: '^#registry/(?!define-widget\\.ts$)', allowTypeImports: true, message: 'Widgets only display their props and data.' },
    ],
  ),
  // A widget's resolver, and the shared server parts.
  zone(['src/widgets/**/*.server.*'], TESTS_AND_STORIES, [...NO_OTHER_WIDGET, NO_REACT, NO_DEMO_DATA, NO_CLIENT_REGISTRY, NO_DRIVER]),
  zone(['src/widgets/**/*.fixtures.*', 'src/widgets/**/*.stories.*'], [], [...NO_OTHER_WIDGET, NO_SERVER_MODULES]),
  zone(['src/widgets/**/*.test.*'], [], NO_OTHER_WIDGET),
  zone(
    ['src/server/**'],
    [...TESTS_AND_STORIES, 'src/server/store/**'],
    [NO_REACT, NO_CLIENT_REGISTRY, NO_DRIVER, { regex: '\\.fixtures\\.ts$', message: 'The server never imports widget fixtures.' }],
  ),
  zone(['src/server/store/**'], TESTS_AND_STORIES, [
    NO_REACT,
    NO_CLIENT_REGISTRY,
    { regex: '\\.fixtures\\.ts$', message: 'The server never imports widget fixtures.' },
  ]),
  zone(['src/chrome/**'], TESTS_AND_STORIES, [
    { regex: '^#src/(routes|server)/|/(routes|server)/', allowTypeImports: true, message: 'Chrome is browser code.' },
    NO_SERVER_MODULES,
  ]),
  zone(
    ['src/{data,editor,forms,tracking}/**', 'registry/**', '.storybook/*.tsx'],
    [...TESTS_AND_STORIES, '**/*.server.*'],
    [NO_SERVER_MODULES],
  ),
  // The data layer (docs/decisions/0005-async-db-seam.md): SQL runs only in the store and its repositories, over
  // the Db seam; nothing else reaches the store's connection.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**', 'tests/**/*.ts'],
    ignores: ['src/server/store/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(db|legacySyncDb)$/]',
          message: 'Use the store’s repositories (store.forms, store.settings…): no SQL outside the store.',
        },
      ],
    },
  },
  zone(['src/pages/**'], TESTS_AND_STORIES, [
    {
      regex: '^#(src|registry|fixtures)/|^\\.\\./',
      allowTypeImports: true,
      message: 'A page file is pure data: it imports only schemas/ and its own folder.',
    },
  ]),
  zone(['src/router/**'], TESTS_AND_STORIES, [
    {
      regex: '^#(src|registry|fixtures|schemas)/|^\\.\\./',
      allowTypeImports: true,
      message: 'The React Router adapter knows React Router, nothing of the app.',
    },
  ]),
  // No import cycles anywhere (STYLE 3: imports flow one way). Resolved as Node resolves them: `#…` through
  // package.json imports, relative paths with their `.ts` extension.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Playwright fixtures call their `use` callback: not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
