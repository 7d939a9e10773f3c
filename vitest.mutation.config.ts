import { defineConfig } from 'vitest/config';

// Every unit test, as `npm run test:unit` runs them (the UI's tests exercise the narration, focus, tours and command
// code in src/scenario too), with fuzzing scaled down: Stryker re-runs the tests covering a mutant once per mutant,
// and the full 100,000-input fuzz would make one run take hours.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/testing/failOnReactWarnings.ts'],
    env: { FUZZ_SCALE: '0.005' },
    // The machine running mutations is usually busy: a slow dry run must not fail on vitest's 5 s default
    // (Stryker's own timeoutMS still ends mutants that loop).
    testTimeout: 60_000,
  },
});
