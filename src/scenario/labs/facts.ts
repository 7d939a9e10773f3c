import { objectKey, type Service } from '../../model/kube';
import { pmValues } from '../../model/pmap';
import { serviceName, type ServiceName } from '../../model/serviceName';
import type { ClusterState, Trace } from '../../model/trace';
import type { ScenarioEventV1, ScenarioV1 } from '../types';

/** Structural equality of plain JSON data, whatever the order of object keys (a validated copy reorders them). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameData(x, bb[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && sameData(ra[k], rb[k]));
}

/**
 * The events of `scenario` that `start` does not have (what the reader added), or null when `scenario` is not
 * `start` plus events: another title, other Services or EndpointSlices, or one of the start's events gone.
 * The agent's settings and the run's length may differ (a `helm upgrade` or a write extends them).
 */
export function addedEvents(start: ScenarioV1, scenario: ScenarioV1): ScenarioEventV1[] | null {
  if (scenario === start) return [];
  if (scenario.title !== start.title) return null;
  if (!sameData(scenario.services, start.services)) return null;
  if (!sameData(scenario.endpointSlices, start.endpointSlices)) return null;
  const left = [...scenario.events];
  for (const e of start.events) {
    const i = left.findIndex((x) => sameData(x, e));
    if (i < 0) return null;
    left.splice(i, 1);
  }
  return left;
}

/** Writes to the cluster among events: everything but a client's connect (a read, like curl). */
export const writesAmong = (events: readonly ScenarioEventV1[]) => events.filter((e) => e.type !== 'connect');

/** The state after the run's last step. */
export const finalState = (trace: Trace): ClusterState => trace.steps[trace.steps.length - 1]!.state;

/** The Services (namespace/name) whose instance a prefix-matched release removed, in the order it happened. */
export function collateralOf(trace: Trace): ServiceName[] {
  const out = new Set<ServiceName>();
  for (const s of trace.steps) for (const r of s.releases) for (const v of r.collateral) out.add(v);
  return [...out];
}

/** Does one of the Service's EndpointSlices list an endpoint? */
export function sliceListsEndpoints(state: ClusterState, svc: Pick<Service, 'namespace' | 'name'>): boolean {
  return Object.values(state.k8s.slices).some(
    (s) => s.namespace === svc.namespace && s.service === svc.name && (s.endpoints?.length ?? 0) > 0,
  );
}

/** The BPF master entries of a Service: `count` is the number of backend slots. */
export function bpfCounts(state: ClusterState, name: ServiceName): number[] {
  return pmValues(state.bpf.services)
    .filter((b) => b.service === name)
    .map((b) => b.backends.length);
}

/**
 * Blackholed: the Service exists, its EndpointSlice lists endpoints, and yet one of its BPF entries has count
 * 0 (no backend slot), so the socket-LB rejects connects to it. A Service whose own slice is empty has count
 * 0 rightly: that is not a blackhole.
 */
export function isBlackholed(state: ClusterState, namespace: string, name: string): boolean {
  if (!hasEndpoints(state, namespace, name)) return false;
  return bpfCounts(state, serviceName(namespace, name)).some((n) => n === 0);
}

/** The Service exists and its EndpointSlice lists endpoints: a count of 0 would be a blackhole, not a rule. */
export function hasEndpoints(state: ClusterState, namespace: string, name: string): boolean {
  return !!state.k8s.services[objectKey(namespace, name)] && sliceListsEndpoints(state, { namespace, name });
}

/** Every blackholed Service of a state (namespace/name), sorted. */
export function blackholed(state: ClusterState): ServiceName[] {
  return Object.values(state.k8s.services)
    .filter((s) => isBlackholed(state, s.namespace, s.name))
    .map((s) => serviceName(s.namespace, s.name))
    .sort();
}

/** Services (namespace/name) whose every BPF entry has count 0 while their own slice lists no endpoint. */
export function emptiedByOwnSlice(state: ClusterState): ServiceName[] {
  return Object.values(state.k8s.services)
    .filter((s) => !sliceListsEndpoints(state, s))
    .map((s) => serviceName(s.namespace, s.name))
    .filter((n) => {
      const counts = bpfCounts(state, n);
      return counts.length > 0 && counts.every((c) => c === 0);
    });
}

/** Splits `namespace/name`. */
export function splitName(name: ServiceName): { namespace: string; name: string } {
  const i = name.indexOf('/');
  return { namespace: name.slice(0, i), name: name.slice(i + 1) };
}
