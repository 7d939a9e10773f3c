import { defineConfig } from 'vitest/config';

// The tests that exercise src/model and src/scenario, with fuzzing scaled down: Stryker re-runs the tests
// covering a mutant once per mutant, and the full 100,000-input fuzz would make one run take hours.
export default defineConfig({
  test: {
    include: ['src/model/**/*.test.ts', 'src/scenario/**/*.test.ts', 'src/cli/**/*.test.ts'],
    environment: 'node',
    env: { FUZZ_SCALE: '0.005' },
    // The machine running mutations is usually busy: a slow dry run must not fail on vitest's 5 s default
    // (Stryker's own timeoutMS still ends mutants that loop).
    testTimeout: 60_000,
  },
});
