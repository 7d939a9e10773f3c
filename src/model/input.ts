import type { CiliumBehaviour } from './ciliumReleases';
import type { EndpointPort, Service } from './kube';

/**
 * What the simulator runs: a scenario after validation and defaults (the scenario layer owns the public
 * JSON format and turns it into this).
 */
/** A Service as a scenario declares it (the apiserver adds the resourceVersion). */
export type ServiceSpec = Omit<Service, 'resourceVersion'>;

export interface SliceSpec {
  namespace: string;
  name: string;
  service: string;
  endpoints: string[] | null;
  ports: EndpointPort[] | null;
  /** `endpoints[].nodeName` by address (absent: no endpoint names its node). */
  nodeNames?: Record<string, string>;
}

import type { SimEvent } from './scenarioEvents';

export type { SimEvent };

/** One node: its address, its kernel (EPERM or EHOSTUNREACH), its agent pod and its reflector's ticker. */
export interface NodeSpec {
  name: string;
  ip: string;
  kernel: string;
  pod: string;
  /** Where in each 500 ms the agent's flush ticker fires (agents start at arbitrary moments). */
  tickerPhaseMs: number;
}

/** What the agent does after its watch comes back: resume from its resourceVersion, or list everything. */
export type AfterReconnect = 'resume' | 'relist';

export interface SimInput {
  title: string;
  seed: number;
  /** What the agents run differently by Cilium release (a scenario's `ciliumVersion`; the key is the run's). */
  cilium: CiliumBehaviour;
  /** Wall-clock time (epoch ms) of simulated time 0, for log timestamps. */
  startTime: number;
  /** Simulated time after which nothing more is scheduled. */
  durationMs: number;
  node: { name: string; ip: string; kernel: string };
  /** Every node, node 0 (`node`, `agent.pod`) first; each runs its own agent with its own BPF maps. */
  nodes: NodeSpec[];
  /** The cluster's service ranges (CIDRs): addresses there exist only as BPF entries on the nodes. */
  serviceCIDRs: string[];
  /** The address the agent uses for the apiserver; null = a direct address no service VIP covers. */
  agent: { apiserverAddress: string | null; pod: string; afterReconnect: AfterReconnect };
  apiserver: {
    replicas: number;
    advertiseAddress: string;
    port: number;
    /** The `default/kubernetes` Service as this cluster has it (TKE makes it a LoadBalancer). */
    kubernetesService: ServiceSpec;
  } | null;
  services: ServiceSpec[];
  endpointSlices: SliceSpec[];
  events: SimEvent[];
}
