import type { ScenarioV1 } from '../scenario/types';
import type { Runs } from './computeRuns';

// The model (simulate and everything it runs) is a chunk of its own: the first view shows the default preset,
// whose runs come precomputed (store/presetRuns.ts), so the page loads the model only when something needs a
// run it does not have: another preset, an edit, a link's scenario, a lab. `whenSimulated` waits for it before
// it commits such a scenario, so that the views' synchronous `getRuns` always finds the model loaded.

type Simulate = (scenario: ScenarioV1) => Runs;

let simulate: Simulate | null = null;
let loading: Promise<void> | null = null;

/** Whether runs can be simulated now (the model's chunk is loaded). */
export const modelReady = (): boolean => simulate !== null;

/** The model's load while it is under way (null before it starts and once it is done). */
export const modelLoading = (): Promise<void> | null => (simulate ? null : loading);

/** Hands in the simulation (a test's setup, the CLI: they load it statically); null forgets it (tests). */
export function installModel(f: Simulate | null): void {
  simulate = f;
  if (!f) loading = null;
}

/** Loads the model's chunk (once; a failed load is tried again on the next call). */
export function loadModel(): Promise<void> {
  if (simulate) return Promise.resolve();
  loading ??= import('./simulateRuns').then(
    (m) => installModel(m.simulateRuns),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** Simulates a scenario's runs with the loaded model; throws (a bug in the caller) when it is not loaded yet. */
export function simulateWithModel(scenario: ScenarioV1): Runs {
  if (!simulate)
    throw new Error(`the model is not loaded yet (loadModel) to simulate the scenario "${scenario.title}"`);
  return simulate(scenario);
}
