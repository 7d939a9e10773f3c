import { splitScript } from '../command/shell/splitScript';
import { WRITEUP_REPRODUCTION } from '../command/transcripts';
import { serviceName } from '../../model/serviceName';
import type { ClusterState, Trace } from '../../model/trace';
import { blackholed, collateralOf, emptiedByOwnSlice, finalState, splitName } from './facts';
import { readerWrites } from './guard';
import type { Lab, LabVerdict } from './types';

/** The backends (`ip:port/proto`) each Service's slices list, by `namespace/name`. */
function sliceBackends(state: ClusterState): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const s of Object.values(state.k8s.slices)) {
    const name = serviceName(s.namespace, s.service);
    const set = out.get(name) ?? new Set<string>();
    for (const ip of s.endpoints ?? [])
      for (const p of s.ports ?? []) set.add(`${ip}:${p.port}/${p.protocol}`);
    out.set(name, set);
  }
  return out;
}

/**
 * Was there a pair the bug can hit: one Service's name a byte-prefix of another's, both listing the same
 * `ip:port/proto` (so they share one Backend row)? Read from the EndpointSlices the apiserver stored at the
 * start and after each kubectl write (a pair the reader emptied again still counts).
 */
export function hadPrefixPair(trace: Trace): boolean {
  const states = trace.steps.filter((s, i) => i === 0 || s.kind === 'kubectlWrite').map((s) => s.state);
  const by = new Map<string, Set<string>>();
  for (const st of [...states, finalState(trace)])
    for (const [k, v] of sliceBackends(st)) by.set(k, new Set([...(by.get(k) ?? []), ...v]));
  for (const [a, as] of by)
    for (const [b, bs] of by) if (a !== b && b.startsWith(a) && [...as].some((x) => bs.has(x))) return true;
  return false;
}

/**
 * Lab 1: on the empty cluster, make one Service blackholed by another's slice change (with the buggy key):
 * a Service whose slice lists endpoints has a BPF entry with count 0, and it lost its instance to a
 * prefix-matched release.
 */
export const minimalCase: Lab = {
  id: 'minimal-case',
  start: { preset: 'empty-cluster', view: 'buggy', at: 'end' },
  check(ctx): LabVerdict {
    const r = readerWrites(ctx);
    if (r.verdict) return r.verdict;
    const trace = ctx.traces.buggy;
    const end = finalState(trace);
    const victims = collateralOf(trace);
    const holes = blackholed(end).filter((s) => victims.includes(s));
    if (holes.length) return { done: true };
    if (victims.length)
      return { done: false, miss: 'notRefreshed', params: { service: splitName(victims[0]!).name } };
    if (!hadPrefixPair(trace)) {
      const own = emptiedByOwnSlice(end).filter((s) => s !== 'default/kubernetes');
      if (own.length)
        return { done: false, miss: 'ownSliceEmpty', params: { service: splitName(own[0]!).name } };
      return { done: false, miss: 'noSharedBackend' };
    }
    return { done: false, miss: 'noCollateral' };
  },
  // The write-up's reproduction, command by command, exactly as it typed them.
  solution: splitScript(WRITEUP_REPRODUCTION).map((u) => ({ kind: 'command', line: u.text })),
};
