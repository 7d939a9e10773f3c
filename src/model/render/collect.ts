import type { Emitted, Step, Trace } from '../trace';

/** Everything emitted by steps 0..index (inclusive), in order. */
export function emittedUpTo(trace: Trace, index: number): Required<Emitted> {
  const out: Required<Emitted> = { agentLog: [], audit: [], events: [], connects: [] };
  const last = Math.min(index, trace.steps.length - 1);
  for (let i = 0; i <= last; i++) {
    const e = trace.steps[i]!.emitted;
    if (e.agentLog) out.agentLog.push(...e.agentLog);
    if (e.audit) out.audit.push(...e.audit);
    if (e.events) out.events.push(...e.events);
    if (e.connects) out.connects.push(...e.connects);
  }
  return out;
}

/** The index of the last step at or before `at` (−1 when none). Binary search: steps are in time order. */
export function stepIndexAt(trace: { readonly steps: readonly Step[] }, at: number): number {
  let lo = 0;
  let hi = trace.steps.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (trace.steps[mid]!.at <= at) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}
