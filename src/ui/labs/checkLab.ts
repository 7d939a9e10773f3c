import { labStartScenario } from '../../scenario/labs/labs';
import type { Lab, LabVerdict, LabView, Prediction } from '../../scenario/labs/types';
import type { ScenarioV1 } from '../../scenario/types';
import { getRuns } from '../../store/traces';

/**
 * A lab's verdict on what the page shows: its scenario's runs (both keys, as the store simulated them) and the
 * view. Null while one key's run is still being simulated: nothing is read from a run that is not there.
 */
export function checkLab(
  lab: Lab,
  scenario: ScenarioV1,
  view: LabView,
  prediction: Prediction | null,
): LabVerdict | null {
  const runs = getRuns(scenario);
  if (runs.pending) return null;
  return lab.check({ start: labStartScenario(lab), scenario, traces: runs.traces, view, prediction });
}

/** Misses that follow no attempt: the lab has not begun here (nothing written, another scenario). */
export const isAttemptMiss = (v: LabVerdict | null): boolean =>
  !!v && !v.done && v.miss !== 'untouched' && v.miss !== 'otherScenario' && v.miss !== 'predictFirst';
