import type { ScenarioV1 } from '../scenario/types';
import { computeRuns, type Runs } from './computeRuns';

export type { Runs };

// Keyed by the scenario object: the gallery's presets never evict the current scenario's runs, and an edited
// scenario's old runs go away with the object.
const cache = new WeakMap<ScenarioV1, Runs>();
// Runs with one key's run still being simulated (`Runs.pending`), until the complete ones replace them.
const partial = new WeakMap<ScenarioV1, Runs>();

/**
 * Simulates both key variants once per scenario (memoised on the scenario object). A scenario shown while one
 * key's run is still being simulated answers its partial runs (`primePartialRuns`).
 */
export function getRuns(scenario: ScenarioV1): Runs {
  const hit = cache.get(scenario) ?? partial.get(scenario);
  if (hit) return hit;
  const runs = computeRuns(scenario);
  cache.set(scenario, runs);
  return runs;
}

/** Whether `getRuns(scenario)` would answer at once. */
export const hasRuns = (scenario: ScenarioV1): boolean => cache.has(scenario);

/**
 * Hands in runs computed elsewhere (the simulation worker) for this very scenario object, so that the views'
 * synchronous `getRuns` finds them. The runs' own `scenario` is a structured clone; the key is the original.
 */
export function primeRuns(scenario: ScenarioV1, runs: Runs): void {
  cache.set(scenario, { ...runs, scenario });
  partial.delete(scenario);
}

/** Hands in the runs of a scenario of which one key's run is in yet (`partialRuns`); `primeRuns` completes them. */
export function primePartialRuns(scenario: ScenarioV1, runs: Runs): void {
  if (!cache.has(scenario)) partial.set(scenario, runs);
}

/** Forgets partial runs whose other run will not come (its simulation was stopped): they are simulated again. */
export function dropPartialRuns(scenario: ScenarioV1): void {
  partial.delete(scenario);
}
