import type { KeyVariant } from '../../../model/backendInstanceKey';
import { stepIndexAt } from '../../../model/render/collect';
import type { Trace } from '../../../model/trace';
import { runScenario } from '../../run';
import type { ScenarioV1 } from '../../types';
import { EMPTY_WORKSPACE, type Workspace } from '../workspace';
import type { CommandHost } from './runScript';

/**
 * A command host that simulates in-process and shows a write at once (runScriptSync can drive it): what the
 * CLI, tests and headless checks (a lab's) run commands on.
 */
export interface SimHost extends CommandHost {
  /** The scenario as the commands so far left it. */
  scenario(): ScenarioV1;
}

/**
 * A host over one scenario and one key, with its own files, starting at `at` (ms; the app opens a scenario
 * at its first moment, 0). A write re-simulates the run with that key and moves the playhead where the app
 * would move it (the runner's `settle`).
 */
export function createSimHost(
  scenario: ScenarioV1,
  mode: KeyVariant,
  at = 0,
  files: Workspace = EMPTY_WORKSPACE,
): SimHost {
  let sc = scenario;
  let trace: Trace = runScenario(sc, mode);
  let step = Math.max(0, stepIndexAt(trace, at));
  let ws = files;
  return {
    view: () => ({ scenario: sc, trace, step }),
    files: () => ws,
    setFiles: (f) => {
      ws = f;
    },
    interactive: false,
    seek(time) {
      step = Math.max(0, stepIndexAt(trace, time));
    },
    commit(next, settle) {
      sc = next;
      trace = runScenario(sc, mode);
      step = settle(trace);
      return 'settled';
    },
    scenario: () => sc,
  };
}
