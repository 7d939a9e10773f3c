import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Imports only go one way: ui → store → scenario → model (DESIGN.md convention 1).
const layer = (name, forbidden) => ({
  files: [`src/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((group) => ({
          group,
          message: `src/${name} must not import from this layer (ui → store → scenario → model).`,
        })),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'reports', '.stryker-tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  layer('model', [['**/scenario/**', '**/store/**', '**/ui/**', 'react', 'react-dom', 'zustand', 'd3-*']]),
  layer('scenario', [['**/store/**', '**/ui/**', 'react', 'react-dom', 'zustand']]),
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
