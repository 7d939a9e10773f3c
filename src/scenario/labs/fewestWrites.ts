import { finalState, hasEndpoints, isBlackholed } from './facts';
import { readerWrites } from './guard';
import type { Lab, LabVerdict } from './types';

const TARGET = { namespace: 'default', name: 'orders-api' };
/** The most writes (events other than connects) the goal allows. */
export const MAX_WRITES = 2;

/**
 * Lab 3: blackhole the healthy `orders-api` with at most two writes: it keeps its endpoints, yet a BPF entry
 * of it has count 0 (buggy key). Emptying or deleting it does not count: that is a Service rightly without
 * backends, not a blackhole.
 */
export const fewestWrites: Lab = {
  id: 'fewest-writes',
  start: { preset: 'lab-orders', view: 'buggy', at: 'end' },
  check(ctx): LabVerdict {
    const r = readerWrites(ctx);
    if (r.verdict) return r.verdict;
    if (r.writes.length > MAX_WRITES)
      return { done: false, miss: 'tooManyWrites', params: { count: r.writes.length, max: MAX_WRITES } };
    const end = finalState(ctx.traces.buggy);
    if (isBlackholed(end, TARGET.namespace, TARGET.name)) return { done: true };
    if (!hasEndpoints(end, TARGET.namespace, TARGET.name))
      return { done: false, miss: 'victimGone', params: { service: TARGET.name } };
    return { done: false, miss: 'targetHealthy', params: { service: TARGET.name } };
  },
  solution: [
    { kind: 'command', line: `kubectl patch endpointslices orders -p '{"endpoints": []}'` },
    { kind: 'command', line: 'kubectl annotate svc orders-api lab=1 --overwrite' },
    { kind: 'command', line: 'kubectl -n kube-system exec ds/cilium -- cilium-dbg bpf lb list' },
  ],
};
