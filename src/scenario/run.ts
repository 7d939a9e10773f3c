import type { KeyVariant } from '../model/backendInstanceKey';
import { simulate, type SimulateOptions } from '../model/simulate';
import type { Trace } from '../model/trace';
import { toSimInput } from './toSimInput';
import type { ScenarioV1 } from './types';

/** Simulates a validated scenario with one key variant. */
export function runScenario(scenario: ScenarioV1, variant: KeyVariant, options?: SimulateOptions): Trace {
  return simulate(toSimInput(scenario), variant, options);
}
