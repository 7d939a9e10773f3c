import { initialAgent } from '../model/agent';
import { INCIDENT_BEHAVIOUR } from '../model/ciliumReleases';
import { backendUpsertInstance, type Backend } from '../model/backend';
import type { KeyVariant } from '../model/backendInstanceKey';
import type { BpfService } from '../model/bpfMap';
import { Sim } from '../model/engine';
import type { Frontend } from '../model/frontend';
import type { SimInput } from '../model/input';
import type { EndpointSlice, Service } from '../model/kube';
import { imFrom } from '../model/idMap';
import { pmFrom, pmValues } from '../model/pmap';
import { emptyTables } from '../model/tables';
import type { ClusterState } from '../model/trace';

/** Test fixtures: small, hand-made cluster states and simulations (kept out of src/model on purpose). */

export function service(over: Partial<Service> & Pick<Service, 'name'>): Service {
  return {
    namespace: 'default',
    type: 'ClusterIP',
    clusterIP: '10.96.0.10',
    loadBalancerIPs: [],
    annotations: {},
    ports: [{ name: '', port: 80, targetPort: 80, protocol: 'TCP' }],
    resourceVersion: 1,
    ...over,
  };
}

export function slice(over: Partial<EndpointSlice> & Pick<EndpointSlice, 'name' | 'service'>): EndpointSlice {
  return {
    namespace: 'default',
    endpoints: ['10.0.0.1'],
    ports: [{ name: '', port: 80, protocol: 'TCP' }],
    manager: 'kubectl',
    resourceVersion: 1,
    ...over,
  };
}

export function frontend(over: Partial<Frontend> & Pick<Frontend, 'address' | 'serviceName'>): Frontend {
  return {
    type: 'ClusterIP',
    portName: '',
    servicePort: 80,
    backends: [],
    status: 'Done',
    since: 0,
    id: 1,
    ...over,
  };
}

/** A backend row with one instance per `[service, portNames]`. */
export function backend(
  address: string,
  instances: [string, string[]][],
  variant: KeyVariant = 'buggy',
): Backend {
  let be: Backend | undefined;
  for (const [name, portNames] of instances)
    be = backendUpsertInstance(be, address, name, { portNames, state: 'active' }, variant);
  return be!;
}

export function bpfService(over: Partial<BpfService> & Pick<BpfService, 'frontend'>): BpfService {
  return { type: 'ClusterIP', service: 'default/test', revNat: 1, backends: [], nonRoutable: true, ...over };
}

export function clusterState(
  parts: {
    time?: number;
    services?: Service[];
    slices?: EndpointSlice[];
    frontends?: Frontend[];
    backends?: Backend[];
    bpf?: BpfService[];
  } = {},
): ClusterState {
  const byKey = <T extends { namespace: string; name: string }>(xs: T[] = []) =>
    Object.fromEntries(xs.map((x) => [`${x.namespace}/${x.name}`, x]));
  return {
    time: parts.time ?? 0,
    variant: 'buggy',
    k8s: { rv: 1, services: byKey(parts.services), slices: byKey(parts.slices) },
    apiserver: { replicas: [], leases: {} },
    serviceController: { watch: { connected: false, replica: null } },
    agent: {
      ...initialAgent('cilium-test'),
      tables: {
        ...emptyTables(),
        frontends: imFrom((parts.frontends ?? []).map((f) => [f.address, f])),
        backends: imFrom((parts.backends ?? []).map((b) => [b.address, b.instances])),
      },
    },
    bpf: { services: pmFrom((parts.bpf ?? []).map((b) => [b.frontend, b])), nextId: 100 },
  };
}

export function simInput(over: Partial<SimInput> = {}): SimInput {
  const input: Omit<SimInput, 'nodes'> = {
    title: 'fixture',
    seed: 1,
    cilium: INCIDENT_BEHAVIOUR,
    startTime: Date.parse('2026-01-08T11:10:00Z'),
    durationMs: 60_000,
    node: { name: 'node-1', ip: '10.0.0.4', kernel: '5.4.241' },
    agent: { apiserverAddress: null, pod: 'cilium-test', afterReconnect: 'resume' },
    serviceCIDRs: ['10.96.0.0/16'],
    apiserver: null,
    services: [],
    endpointSlices: [],
    events: [],
    ...over,
  };
  // One node unless the test gives more: node 0 is `node` with the agent's pod.
  return {
    ...input,
    nodes: over.nodes ?? [{ ...input.node, pod: input.agent.pod, tickerPhaseMs: 0 }],
  };
}

/** A simulation positioned at `state`, to drive one model function directly. */
export function simAt(
  state: ClusterState,
  input: Partial<SimInput> = {},
  variant: KeyVariant = 'buggy',
): Sim {
  const sim = new Sim(simInput(input), variant, state);
  // In a run only a write transaction leaves a frontend Pending, and it tells the BPF reconciler which; a state
  // built by hand tells it here.
  for (const fe of pmValues(state.agent.tables.frontends))
    if (fe.status === 'Pending') sim.bpfWork.pending.add(fe.address);
  return sim;
}
