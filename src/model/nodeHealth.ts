import type { BpfService } from './bpfMap';
import { compareAddr, type L3n4Addr } from './l3n4Addr';
import { pmValues } from './pmap';
import { stepIndexAt } from './render/collect';
import type { ServiceName } from './serviceName';
import type { ClusterState, Step, Trace } from './trace';

/**
 * BPF master entries with count 0 whose Service's EndpointSlices still list endpoints: the damage (a
 * Service emptied on purpose, with no endpoints, is not broken). Sorted by address.
 */
export function emptiedEntries(s: ClusterState): BpfService[] {
  const listed = new Set<string>();
  for (const sl of Object.values(s.k8s.slices))
    if (sl.endpoints?.length) listed.add(`${sl.namespace}/${sl.service}`);
  return pmValues(s.bpf.services)
    .filter((e) => e.backends.length === 0 && listed.has(e.service))
    .sort((a, b) => compareAddr(a.frontend, b.frontend));
}

/** The step of a node's view at a moment (the last one at or before `at`; the first if none is). */
export function viewStepAt(steps: readonly Step[], at: number): Step {
  return steps[Math.max(0, stepIndexAt({ steps }, at))]!;
}

/**
 * When the node's current breakage began: the first step of the unbroken run of broken steps that ends at
 * `at` (null: the node is healthy at `at`).
 */
export function brokenSince(steps: readonly Step[], at: number): number | null {
  let i = Math.max(0, stepIndexAt({ steps }, at));
  if (emptiedEntries(steps[i]!.state).length === 0) return null;
  while (i > 0 && emptiedEntries(steps[i - 1]!.state).length > 0) i--;
  return steps[i]!.at;
}

/**
 * The Services a prefix-matched release took an instance from, on any node, in the order first seen
 * (node 0 first): the ones whose BPF rows tell whether a node broke.
 */
export function collateralServices(trace: Trace): ServiceName[] {
  const out = new Set<ServiceName>();
  for (const steps of trace.views ?? [trace.steps])
    for (const st of steps) for (const r of st.releases) r.collateral.forEach((x) => out.add(x));
  return [...out];
}

/** The Services a release spared thanks to the fixed key (what would have broken), in the order first seen. */
export function sparedServices(trace: Trace): ServiceName[] {
  const out = new Set<ServiceName>();
  for (const steps of trace.views ?? [trace.steps])
    for (const st of steps) for (const r of st.releases) r.spared.forEach((x) => out.add(x));
  return [...out];
}

/** One Service's BPF master entries on a node: frontend address and backend count, its ClusterIP first. */
export function serviceEntries(
  s: ClusterState,
  service: ServiceName,
): { frontend: L3n4Addr; type: BpfService['type']; count: number }[] {
  const svc = Object.values(s.k8s.services).find((x) => `${x.namespace}/${x.name}` === service);
  const isClusterIP = (e: BpfService) => !!svc && e.frontend.startsWith(`${svc.clusterIP}:`);
  return pmValues(s.bpf.services)
    .filter((e) => e.service === service)
    .sort((a, b) => Number(isClusterIP(b)) - Number(isClusterIP(a)) || compareAddr(a.frontend, b.frontend))
    .map((e) => ({ frontend: e.frontend, type: e.type, count: e.backends.length }));
}
