import type { ScenarioV1 } from '../../types';
import { validateScenario } from '../../validate';
import type { Note, SettleKind, WriteRequest } from '../types';
import type { SessionView } from './runPipeline';

/** How much simulated time a write needs for its effects to be seen (the run is extended to hold them). */
const ROOM: Record<SettleKind, number> = { flush: 10_000, agentRestart: 30_000, apiserverRestart: 90_000 };

/**
 * The scenario with a command's events at the playhead (after any event already at that moment), validated
 * like any edit; a refusal names the path and the problem. `at`: the moment of the write.
 */
export function draftWrite(
  view: SessionView,
  req: WriteRequest,
): { ok: true; scenario: ScenarioV1; at: number } | { ok: false; note: Note } {
  const step = Math.max(0, Math.min(view.step, view.trace.steps.length - 1));
  const at = Math.round(view.trace.steps[step]!.state.time);
  const sc = view.scenario;
  const events = [...sc.events, ...req.events.map((e) => ({ ...e, at }))].sort((a, b) => a.at - b.at);
  const durationMs = Math.max(view.trace.endAt, at + ROOM[req.settle]);
  const v = validateScenario({ ...sc, events, durationMs });
  if (!v.ok) return { ok: false, note: { code: 'invalidWrite', error: v.errors[0]! } };
  return { ok: true, scenario: v.scenario, at };
}
