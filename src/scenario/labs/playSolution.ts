import type { KeyVariant } from '../../model/backendInstanceKey';
import { stepIndexAt } from '../../model/render/collect';
import type { Trace } from '../../model/trace';
import { runScriptSync } from '../command/runner/runScript';
import { createSimHost } from '../command/runner/simHost';
import { REFUSALS } from '../command/types';
import { EMPTY_WORKSPACE, type Workspace } from '../command/workspace';
import { runScenario } from '../run';
import type { ScenarioV1 } from '../types';
import { labStartScenario } from './labs';
import type { Lab, LabContext, LabView, SolutionStep } from './types';

/** Where a session stands: the context a check reads, and the playhead (the step, in the view's run). */
export interface LabSession extends LabContext {
  step: number;
  /** The files the session's commands wrote (here-documents, `echo > FILE`), as the Command box keeps them. */
  files: Workspace;
  /** Commands the command engine refused, with the reason's code. */
  refused: { line: string; code: string }[];
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
  return {
    start,
    scenario: start,
    traces,
    view: lab.start.view,
    prediction: null,
    step,
    files: EMPTY_WORKSPACE,
    refused: [],
  };
}

/**
 * Plays steps as the page would: each command (or script) runs through the command engine against the model at
 * the playhead; a write replaces the scenario (both keys re-simulated) and moves the playhead to where its
 * effects settled. Pure: the tests prove each lab's solution with it.
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
    const mode = primary(s.view);
    const host = createSimHost(s.scenario, mode, s.traces[mode].steps[s.step]!.at, s.files);
    const r = runScriptSync(st.line, host);
    const refused = r.entries.flatMap((e) =>
      e.notes.filter((n) => REFUSALS.has(n.code)).map((n) => ({ line: e.line, code: n.code })),
    );
    const scenario = host.scenario();
    const traces = scenario !== s.scenario ? tracesOf(scenario) : s.traces;
    // The host simulated the same scenario with the same key: its playhead is a step of `traces[mode]`.
    s = {
      ...s,
      scenario,
      traces,
      files: host.files(),
      step: host.view().step,
      refused: [...s.refused, ...refused],
    };
  }
  return s;
}
