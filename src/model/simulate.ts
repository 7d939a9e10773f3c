import { agentConfigAttempt, agentReconnect, agentStart, initialAgent, watchDrop } from './agent';
import { LEASE_TTL_MS, leaseKey, leaseReconcile, replicaStart, replicaStop } from './apiserver';
import type { KeyVariant } from './backendInstanceKey';
import { bpfReconcile } from './bpfReconciler';
import { emptyBpf } from './bpfMap';
import { Sim, type Task } from './engine';
import type { ServiceSpec, SimInput, SliceSpec } from './input';
import { objectKey, type EndpointSlice, type Service } from './kube';
import { deliver, drain, tick } from './reflector';
import { lbPatch, lbReconcile, scReconnect, scWatchDrop } from './serviceController';
import { cloned } from './record';
import { runScenarioEvent } from './scenarioEvents';
import type { ClusterState, Trace } from './trace';

function initialState(input: SimInput, variant: KeyVariant): ClusterState {
  let rv = 0;
  const services: Record<string, Service> = {};
  const slices: Record<string, EndpointSlice> = {};
  const addSvc = (s: ServiceSpec) => {
    services[objectKey(s.namespace, s.name)] = storedService(s, ++rv);
  };
  const addSlice = (s: SliceSpec, manager: string) => {
    slices[objectKey(s.namespace, s.name)] = storedSlice(s, manager, ++rv);
  };
  const api = input.apiserver;
  if (api) {
    addSvc(api.kubernetesService);
    addSlice(
      {
        namespace: 'default',
        name: 'kubernetes',
        service: 'kubernetes',
        endpoints: [api.advertiseAddress],
        ports: [{ name: 'https', port: api.port, protocol: 'TCP' }],
      },
      'kube-apiserver',
    );
  }
  input.services.forEach(addSvc);
  input.endpointSlices.forEach((s) => addSlice(s, 'kubectl'));
  const replicas = Array.from({ length: api?.replicas ?? 0 }, (_, id) => ({
    id,
    name: `kube-apiserver-${id}`,
    phase: 'running' as const,
  }));
  return {
    time: 0,
    variant,
    k8s: { rv, services, slices },
    apiserver: { replicas, leases: api ? { [leaseKey(api.advertiseAddress)]: LEASE_TTL_MS } : {} },
    serviceController: { watch: { connected: replicas.length > 0, replica: replicas.length ? 0 : null } },
    agent: initialAgent(input.nodes[0]?.pod ?? input.agent.pod),
    bpf: emptyBpf,
  };
}

/**
 * The apiserver's record of a Service as the scenario declares it. Spelled out in the declaration's field
 * order (toSimSpecs) rather than copied with `Object.assign` and given a field more: such a copy keeps half
 * of its eight fields in a second, out-of-object array, and a large cluster holds one per Service. A spec
 * with fields in another order or fields of its own is copied as before.
 */
function storedService(s: ServiceSpec, resourceVersion: number): Service {
  if (!hasFields(s, SERVICE_FIELDS)) return Object.assign(cloned(s) as Service, { resourceVersion });
  return {
    namespace: s.namespace,
    name: s.name,
    type: s.type,
    clusterIP: s.clusterIP,
    loadBalancerIPs: s.loadBalancerIPs,
    annotations: s.annotations,
    ports: s.ports,
    resourceVersion,
  };
}

/** The apiserver's record of an EndpointSlice as the scenario declares it (see `storedService`). */
function storedSlice(s: SliceSpec, manager: string, resourceVersion: number): EndpointSlice {
  if (!hasFields(s, SLICE_FIELDS))
    return Object.assign(cloned(s) as EndpointSlice, { manager, resourceVersion });
  return {
    namespace: s.namespace,
    name: s.name,
    service: s.service,
    endpoints: s.endpoints,
    ports: s.ports,
    manager,
    resourceVersion,
  };
}

const SERVICE_FIELDS: readonly string[] = [
  'namespace',
  'name',
  'type',
  'clusterIP',
  'loadBalancerIPs',
  'annotations',
  'ports',
] satisfies (keyof ServiceSpec)[];
const SLICE_FIELDS: readonly string[] = [
  'namespace',
  'name',
  'service',
  'endpoints',
  'ports',
] satisfies (keyof SliceSpec)[];

/** Whether `obj`'s own fields are exactly `fields`, in that order. */
function hasFields(obj: object, fields: readonly string[]): boolean {
  let i = 0;
  for (const k in obj) {
    if (k !== fields[i]) return false;
    i++;
  }
  return i === fields.length;
}

/** A task on the control plane, or on the node it names. */
function run(sim: Sim, task: Task) {
  if ('node' in task) sim.onNode(task.node, () => runOnNode(sim, task));
  else runInCluster(sim, task);
}

function runInCluster(sim: Sim, task: Exclude<Task, { node: number }>) {
  switch (task.t) {
    case 'scenario':
      return runScenarioEvent(sim, sim.input.events[task.index]!);
    case 'replicaStop':
      return replicaStop(sim, task.replica);
    case 'replicaStart':
      return replicaStart(sim, task.replica);
    case 'leaseReconcile':
      return leaseReconcile(sim, task.replica);
    case 'watchDrop':
      return scWatchDrop(sim, task.replica);
    case 'watchReconnect':
      return scReconnect(sim, task.attempt);
    case 'lbReconcile':
      return lbReconcile(sim, task.services);
    case 'lbPatch':
      return lbPatch(sim, task.service, task.begin, task.rest);
  }
}

function runOnNode(sim: Sim, task: Extract<Task, { node: number }>) {
  switch (task.t) {
    case 'deliver':
      return deliver(sim, task.kind, task.key, task.obj);
    case 'agentDrain':
      return drain(sim);
    case 'agentTick':
      return tick(sim);
    case 'bpfReconcile':
      return bpfReconcile(sim);
    case 'watchDrop':
      return watchDrop(sim, task.replica);
    case 'watchReconnect':
      return agentReconnect(sim, task.attempt);
    case 'agentStart':
      return agentStart(sim, task.cause);
    case 'agentConfigAttempt':
      return agentConfigAttempt(sim, task.attempt, task.startedAt);
  }
}

/** How far a run has got: simulated time (of `endAt`), and the buffer keys its flushes have processed. */
export interface SimProgress {
  at: number;
  endAt: number;
  keysFlushed: number;
}

/** Options of one run that do not change its result. */
export interface SimulateOptions {
  /**
   * Told how far the run has got every `PROGRESS_EVERY` tasks and every `WORK_REPORT_EVERY` keys inside a long
   * flush, so that a caller off the main thread can show progress. It must not touch the simulation.
   */
  onProgress?: (p: SimProgress) => void;
}

/** Tasks between two progress reports: often enough for a smooth bar, rarely enough to cost nothing. */
export const PROGRESS_EVERY = 256;

/**
 * Runs a scenario with one `BackendInstanceKey` variant and returns every step with the full state after
 * it. Deterministic: the same input and variant give a byte-identical trace.
 */
export function simulate(input: SimInput, variant: KeyVariant, options: SimulateOptions = {}): Trace {
  const others = input.nodes.slice(1).map((n) => ({ agent: initialAgent(n.pod), bpf: emptyBpf }));
  const sim = new Sim(input, variant, initialState(input, variant), others);
  input.nodes.forEach((_, node) => sim.schedule(0, { t: 'agentStart', node }));
  input.events.forEach((ev, index) => sim.schedule(ev.at, { t: 'scenario', index }));
  if (input.apiserver) {
    for (const r of sim.state.apiserver.replicas) {
      sim.schedule(1000 + Math.floor(sim.random() * 9000), { t: 'leaseReconcile', replica: r.id });
    }
  }
  const { onProgress } = options;
  const report =
    onProgress && (() => onProgress({ at: sim.now, endAt: input.durationMs, keysFlushed: sim.keysFlushed }));
  sim.onWork = report;
  let tasks = 0;
  for (let task = sim.next(); task; task = sim.next()) {
    run(sim, task);
    if (report && ++tasks % PROGRESS_EVERY === 0) report();
  }
  const nodes = input.nodes.map((n) => ({
    name: n.name,
    ip: n.ip,
    pod: n.pod,
    tickerPhaseMs: n.tickerPhaseMs,
  }));
  const steps = sim.views[0]!;
  return {
    variant,
    cilium: input.cilium,
    title: input.title,
    endAt: input.durationMs,
    steps,
    nodes,
    ...(nodes.length > 1 ? { views: sim.views } : {}),
  };
}
