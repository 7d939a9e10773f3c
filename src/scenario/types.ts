import type { TalkV1 } from './talk/types';
import type { ScenarioEventV1 } from './events';

/**
 * Scenario file format, version 1 — a public format (share links, the editor and users' files build on it).
 * Optional fields may be added later; a field is never repurposed.
 */
export interface ScenarioPortV1 {
  name?: string;
  port: number;
  targetPort?: number;
  nodePort?: number;
  protocol?: 'TCP' | 'UDP' | 'SCTP';
}

export interface ScenarioServiceV1 {
  namespace: string;
  name: string;
  type: 'ClusterIP' | 'NodePort' | 'LoadBalancer';
  clusterIP: string;
  loadBalancerIPs?: string[];
  annotations?: Record<string, string>;
  ports: ScenarioPortV1[];
}

export interface ScenarioSlicePortV1 {
  name?: string;
  port: number;
  protocol?: 'TCP' | 'UDP' | 'SCTP';
}

export type { ScenarioEventV1 };

export interface ScenarioSliceV1 {
  namespace: string;
  name: string;
  service: string;
  endpoints: string[] | null;
  ports?: ScenarioSlicePortV1[] | null;
}

/** One more node of the cluster: its own cilium-agent, BPF maps and flush ticker. */
export interface ScenarioNodeV1 {
  name: string;
  ip: string;
  kernel?: string;
  /** The agent pod's name (default: `cilium-` and five characters derived from the node name). */
  pod?: string;
}

export interface ScenarioV1 {
  version: 1;
  title: string;
  /** One line for galleries and narration. */
  summary?: string;
  /** When present, the model runs the apiserver replicas and manages default/kubernetes and its slice. */
  apiserver?: { replicas: number; advertiseAddress: string; port: number };
  /** The node the agent runs on. Kernel decides EPERM (< 5.18) vs EHOSTUNREACH. */
  node?: { name?: string; ip?: string; kernel?: string };
  /**
   * More nodes besides `node` (which stays the first). Each runs its own agent whose 500 ms flush ticker has
   * its own phase (derived from the seed), with its own BPF maps.
   */
  nodes?: ScenarioNodeV1[];
  /**
   * How the agent reaches the apiserver: `ip:port` of a service VIP routes it through the socket-LB.
   * `afterReconnect`: after its watch drops, the agent resumes from its last resourceVersion (default) or
   * relists everything (as client-go does after `410 Gone`); which one happened in the incident is inferred.
   */
  agent?: { apiserverAddress?: string; pod?: string; afterReconnect?: 'resume' | 'relist' };
  services: ScenarioServiceV1[];
  endpointSlices: ScenarioSliceV1[];
  events: ScenarioEventV1[];
  /**
   * The cluster's service ranges (`--service-cluster-ip-range`), e.g. `["192.168.0.0/17"]`. A connect to an
   * address there that has no BPF entry is routed nowhere. Default: the /16 around each ClusterIP.
   */
  serviceCIDRs?: string[];
  /** PRNG seed (replica picks, backend slot picks). */
  seed?: number;
  /** Simulated length in ms (default: last event + 30 s). */
  durationMs?: number;
  /** Wall-clock time of t = 0, ISO 8601 (default 2026-01-08T11:10:00Z). */
  startTime?: string;
  /** A talk over this scenario: beats a speaker clicks through (added in format v1, optional). */
  talk?: TalkV1;
}
