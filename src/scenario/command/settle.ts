import { stepIndexAt } from '../../model/render/collect';
import type { Trace } from '../../model/trace';
import type { SettleKind } from './types';

/**
 * The step where a write made at `at` has settled: after the agent's next flush and the BPF reconcile that
 * follows it. A restarted agent first lists again; restarted apiservers first all serve again. A write
 * that changed nothing reaches no agent: the playhead then moves one flush interval on.
 */
export function settleStep(trace: Trace, at: number, kind: SettleKind): number {
  const steps = trace.steps;
  let from = at;
  if (kind === 'apiserverRestart') {
    const started = steps.filter((s) => s.at >= at && s.kind === 'replicaStarted').at(-1);
    if (started) from = started.at;
  } else if (kind === 'agentRestart') {
    const listed = steps.find((s) => s.at >= at && (s.kind === 'agentListed' || s.kind === 'agentCrashLoop'));
    if (listed) from = listed.at;
  }
  const flush = steps.findIndex((s) => s.at >= from && s.kind === 'bufferFlush');
  if (flush < 0 || (kind === 'flush' && steps[flush]!.at > at + 1_000))
    return Math.max(0, stepIndexAt(trace, Math.min(trace.endAt, from + 500)));
  return steps[flush + 1]?.kind === 'bpfReconcile' ? flush + 1 : flush;
}
