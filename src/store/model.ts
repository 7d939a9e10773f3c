import type { ScenarioV1 } from '../scenario/types';
import type { Runs } from './computeRuns';
import { lazyChunk } from './lazyChunk';

// The model (simulate and everything it runs) is a chunk of its own: the first view shows the default preset,
// whose runs come precomputed (store/presetRuns.ts), so the page loads the model only when something needs a
// run it does not have: another preset, an edit, a link's scenario, a lab. `whenSimulated` waits for it before
// it commits such a scenario, so that the views' synchronous `getRuns` always finds the model loaded.
const model = lazyChunk(
  'the model',
  'loadModel',
  () => import('./simulateRuns'),
  (m) => m.simulateRuns,
);

/** Whether runs can be simulated now (the model's chunk is loaded). */
export const modelReady = model.ready;

/** The model's load while it is under way (null before it starts and once it is done). */
export const modelLoading = model.loading;

/** Hands in the simulation (a test's setup, the CLI: they load it statically); null forgets it (tests). */
export const installModel = model.install;

/** Loads the model's chunk (once; a failed load is tried again on the next call). */
export const loadModel = model.load;

/** Simulates a scenario's runs with the loaded model; throws (a bug in the caller) when it is not loaded yet. */
export function simulateWithModel(scenario: ScenarioV1): Runs {
  return model.get(`simulate the scenario "${scenario.title}"`)(scenario);
}
