// The default preset's runs, simulated at build time: a virtual module (`virtual:preset-runs`) made from the
// model's own `simulateRuns` every time the app is built (or its tests run), so the shipped runs cannot go stale;
// src/store/presetRuns.test.ts compares what the module holds with a fresh simulation. The page reads them
// (src/store/presetRuns.ts) instead of loading and running the model before its first view.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const ID = 'virtual:preset-runs';
const RESOLVED = '\0' + ID;

/**
 * Vite plugin: serves `virtual:preset-runs`. The build and the tests get the runs; the dev server gets null (the
 * page simulates the preset with the model then, so an edit of the model shows without a restart).
 */
export function presetRuns() {
  let precompute = false;
  return {
    name: 'nonroutable-preset-runs',
    configResolved(config) {
      precompute = config.command === 'build' || Boolean(process.env.VITEST);
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      if (!precompute) return 'export default null;\n';
      // The model's TypeScript, run fresh (not the config's bundle): what this build's sources simulate.
      const { module } = await runnerImport(resolve('scripts/presetRunsSource.ts'), {
        configFile: false,
        logLevel: 'error',
      });
      return module.presetRunsSource(module.encodePresetRuns());
    },
  };
}
