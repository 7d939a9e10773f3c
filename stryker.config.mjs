// Mutation testing (`npm run mutation`): long-running, so it is not part of `npm test` or CI.
// Per directory: `npm run mutation -- --mutate 'src/model/**/*.ts,!src/model/**/*.test.ts'`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/model/**/*.ts',
    'src/scenario/**/*.ts',
    '!src/**/*.test.ts',
    // Presets are data: their golden traces pin every value, and as module-level literals each would re-run
    // the whole suite. Type-only modules have nothing to mutate.
    '!src/scenario/presets/**',
    '!src/model/trace.ts',
    '!src/model/input.ts',
    '!src/scenario/types.ts',
  ],
  coverageAnalysis: 'perTest',
  // The machine is shared: one or two workers.
  concurrency: 2,
  // A mutant that loops forever costs this much (plus its normal run time) before it counts as killed.
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
};
