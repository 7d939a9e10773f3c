import type { KeyVariant } from '../model/backendInstanceKey';
import type { Trace } from '../model/trace';
import { runScenario } from '../scenario/run';
import { scenarioWork } from '../scenario/scenarioWork';
import type { ScenarioV1 } from '../scenario/types';

/**
 * Simulates one key variant. `onProgress` hears how far it has got (0–1, never backwards): a large cluster's
 * work is mostly its first sync (every object flushed once), the rest follows the simulated clock.
 */
export function runVariant(
  scenario: ScenarioV1,
  variant: KeyVariant,
  onProgress?: (fraction: number) => void,
): Trace {
  const objects = Math.max(1, scenarioWork(scenario).objects);
  let done = 0;
  return runScenario(scenario, variant, {
    onProgress:
      onProgress &&
      (({ at, endAt, keysFlushed }) => {
        const within = 0.5 * Math.min(1, keysFlushed / objects) + 0.5 * (endAt > 0 ? at / endAt : 1);
        done = Math.max(done, within);
        onProgress(done);
      }),
  });
}
