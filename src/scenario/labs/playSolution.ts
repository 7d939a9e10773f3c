import type { KeyVariant } from '../../model/backendInstanceKey';
import { stepIndexAt } from '../../model/render/collect';
import type { Trace } from '../../model/trace';
import { parseCommand } from '../command/parseCommand';
import { runCommand } from '../command/runCommand';
import { settleStep } from '../command/settle';
import { runScenario } from '../run';
import type { ScenarioV1 } from '../types';
import { labStartScenario } from './labs';
import type { Lab, LabContext, LabView, SolutionStep } from './types';

/** Where a session stands: the context a check reads, and the playhead (the step, in the view's run). */
export interface LabSession extends LabContext {
  step: number;
  /** Lines the command engine refused, with the reason's code and detail. */
  refused: { line: string; code: string; detail: string }[];
}

const primary = (v: LabView): KeyVariant => (v === 'compare' ? 'buggy' : v);

function tracesOf(scenario: ScenarioV1): Record<KeyVariant, Trace> {
  return { buggy: runScenario(scenario, 'buggy'), fixed: runScenario(scenario, 'fixed') };
}

/** A lab's first moment, as the page opens it: its scenario, key and playhead. */
export function startSession(lab: Lab): LabSession {
  const start = labStartScenario(lab);
  const traces = tracesOf(start);
  const trace = traces[lab.start.view];
  const step = lab.start.at === 'end' ? trace.steps.length - 1 : 0;
  return { start, scenario: start, traces, view: lab.start.view, prediction: null, step, refused: [] };
}

/**
 * Plays steps as the page would: each command line runs against the model at the playhead; a write replaces
 * the scenario (both keys re-simulated) and moves the playhead to where its effects settled. Pure: the tests
 * prove each lab's solution with it.
 */
export function playSteps(session: LabSession, steps: readonly SolutionStep[]): LabSession {
  let s = session;
  for (const st of steps) {
    if (st.kind === 'view') {
      const time = s.traces[primary(s.view)].steps[s.step]!.at;
      const trace = s.traces[primary(st.view)];
      s = { ...s, view: st.view, step: Math.max(0, stepIndexAt(trace, time)) };
      continue;
    }
    if (st.kind === 'predict') {
      s = { ...s, prediction: [...st.services] };
      continue;
    }
    const p = parseCommand(st.line);
    if (!p.ok) {
      s = { ...s, refused: [...s.refused, { line: st.line, ...p.error }] };
      continue;
    }
    const trace = s.traces[primary(s.view)];
    const r = runCommand(p.command, { scenario: s.scenario, trace, step: s.step }, st.yaml);
    if (r.kind === 'error') s = { ...s, refused: [...s.refused, { line: st.line, ...r.error }] };
    if (r.kind !== 'write') continue;
    const traces = tracesOf(r.scenario);
    s = { ...s, scenario: r.scenario, traces, step: settleStep(traces[primary(s.view)], r.at, r.settle) };
  }
  return s;
}
