import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports only go one way: ui → store → scenario → model (docs/design.md convention 1). The scanner (scan) is a peer
// of scenario: it may use scenario and model, and only store and ui may use it.
const layer = (name, forbidden) => ({
  files: [`src/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((group) => ({
          group,
          message: `src/${name} must not import from this layer (ui → store → scenario|scan → model).`,
        })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-offline',
      'dist-cli',
      'node_modules',
      'test-results',
      'playwright-report',
      'reports',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  layer('model', [
    ['**/scenario/**', '**/scan/**', '**/store/**', '**/ui/**', 'react', 'react-dom', 'zustand', 'd3-*'],
  ]),
  layer('scenario', [['**/scan/**', '**/store/**', '**/ui/**', 'react', 'react-dom', 'zustand']]),
  layer('scan', [['**/store/**', '**/ui/**', 'react', 'react-dom', 'zustand', 'd3-*']]),
  layer('store', [['**/ui/**']]),
  {
    files: ['src/model/**/*.ts'],
    ignores: ['src/model/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'performance'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded PRNG (model/prng.ts).' },
        { object: 'Date', property: 'now', message: 'The model has its own clock.' },
      ],
    },
  },
);
