import { backendAt, instanceOf } from '../../model/backend';
import { l3n4Addr } from '../../model/l3n4Addr';
import { serviceName, type ServiceName } from '../../model/serviceName';
import type { ClusterState } from '../../model/trace';
import { bpfCounts, collateralOf, finalState, splitName } from './facts';
import { readerWrites } from './guard';
import type { Lab, LabVerdict } from './types';

/** Does every backend the Service's slices list still hold the Service's instance, and do its entries route? */
function keptIn(state: ClusterState, name: ServiceName): boolean {
  const { namespace, name: svc } = splitName(name);
  const slices = Object.values(state.k8s.slices).filter(
    (s) => s.namespace === namespace && s.service === svc,
  );
  const addrs = slices.flatMap((s) =>
    (s.endpoints ?? []).flatMap((ip) => (s.ports ?? []).map((p) => l3n4Addr(ip, p.port, p.protocol))),
  );
  const counts = bpfCounts(state, serviceName(namespace, svc));
  return (
    addrs.length > 0 &&
    addrs.every((a) => {
      const be = backendAt(state.agent.tables.backends, a);
      return !!be && !!instanceOf(be, name);
    }) &&
    counts.length > 0 &&
    counts.every((n) => n > 0)
  );
}

/**
 * Lab 6: make writes that cost a Service its instance with the buggy key, and show (switch to the fixed key,
 * or compare) that with the fixed key the same writes leave that instance, and its backends, in place.
 */
export const fixedKeyKeeps: Lab = {
  id: 'fixed-key-keeps',
  start: { preset: 'lab-fixed-key', view: 'buggy', at: 'end' },
  check(ctx): LabVerdict {
    const r = readerWrites(ctx);
    if (r.verdict) return r.verdict;
    const victims = collateralOf(ctx.traces.buggy);
    if (!victims.length) return { done: false, miss: 'noCollateral' };
    const end = finalState(ctx.traces.fixed);
    const lost = victims.find((v) => !keptIn(end, v));
    if (lost) return { done: false, miss: 'fixedLost', params: { service: splitName(lost).name } };
    if (ctx.view === 'buggy')
      return { done: false, miss: 'lookFixed', params: { service: splitName(victims[0]!).name } };
    return { done: true };
  },
  solution: [
    { kind: 'command', line: 'restart apiserver' },
    { kind: 'view', view: 'fixed' },
    {
      kind: 'command',
      line: 'kubectl -n kube-system exec ds/cilium -- cilium-dbg shell -- db/show backends',
    },
  ],
};
