import type { KeyVariant } from '../model/backendInstanceKey';
import type { Trace } from '../model/trace';
import { findChapters, firstDivergence, type Chapter } from '../scenario/chapters';
import { runScenario } from '../scenario/run';
import type { ScenarioV1 } from '../scenario/types';

export interface Runs {
  scenario: ScenarioV1;
  traces: Record<KeyVariant, Trace>;
  chapters: Record<KeyVariant, Chapter[]>;
  /** Step index (in the buggy run) where buggy and fixed first differ. */
  divergence: number | undefined;
  endAt: number;
}

let last: { scenario: ScenarioV1; runs: Runs } | undefined;

/** Simulates both key variants once per scenario (memoised on the scenario object). */
export function getRuns(scenario: ScenarioV1): Runs {
  if (last?.scenario === scenario) return last.runs;
  const buggy = runScenario(scenario, 'buggy');
  const fixed = runScenario(scenario, 'fixed');
  const runs: Runs = {
    scenario,
    traces: { buggy, fixed },
    chapters: { buggy: findChapters(buggy), fixed: findChapters(fixed) },
    divergence: firstDivergence(buggy, fixed),
    endAt: Math.max(buggy.endAt, fixed.endAt),
  };
  last = { scenario, runs };
  return runs;
}
