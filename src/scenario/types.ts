import type { TalkV1 } from './talk/types';
import type { ScenarioEventV1 } from './events';

/**
 * Scenario file format — a public format (share links, the editor and users' files build on it). Version 2 adds
 * optional fields only (marked "v2" below): a file of version 1 is read as it always was and becomes a version 2
 * scenario (`migrateScenario`), and a field is never repurposed. The `…V1` names are the objects' names in version
 * 1, kept: a version 2 object is a version 1 object with the new fields.
 */
/** The version this app writes. */
export const SCENARIO_VERSION = 2;

export interface ScenarioPortV1 {
  name?: string;
  port: number;
  targetPort?: number;
  nodePort?: number;
  protocol?: 'TCP' | 'UDP' | 'SCTP';
}

/** How a load balancer delivers traffic to an ingress IP (`status.loadBalancer.ingress[].ipMode`, KEP-1860). */
export type IPMode = 'VIP' | 'Proxy';

export interface ScenarioServiceV1 {
  namespace: string;
  name: string;
  type: 'ClusterIP' | 'NodePort' | 'LoadBalancer';
  /** `None` (any case) makes the Service headless. */
  clusterIP: string;
  /**
   * v2: `spec.clusterIPs`: `clusterIP` first, then at most one IPv6 address (dual-stack). The model's agents run
   * IPv4 only: Cilium skips a ClusterIP of a disabled family, so the IPv6 one gets no frontend.
   */
  clusterIPs?: string[];
  loadBalancerIPs?: string[];
  /**
   * v2: the `ipMode` of ingress IPs (default `VIP`). Kept as written, with no effect: Cilium v1.18 reads an ingress
   * entry's `ip` only, so a `Proxy` address gets its LoadBalancer frontend like a `VIP` one.
   */
  ipModes?: Record<string, IPMode>;
  /** v2: the Service's labels (`service.kubernetes.io/headless` makes it headless). */
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
  /** v2: `spec.sessionAffinity` (default `None`). */
  sessionAffinity?: 'None' | 'ClientIP';
  /** v2: `spec.sessionAffinityConfig.clientIP.timeoutSeconds` (1–86400; default 10800). */
  sessionAffinityTimeoutSeconds?: number;
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
  /** The owning Service (label `kubernetes.io/service-name`); since v2 it may not exist (yet), as in Kubernetes. */
  service: string;
  endpoints: string[] | null;
  /** v2: the node of each endpoint address (`endpoints[].nodeName`), by address. */
  nodeNames?: Record<string, string>;
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

export interface ScenarioV2 {
  version: 2;
  title: string;
  /**
   * v2: the Cilium release the agents run (`1.18.6`): its behaviours (upstream fixes it carries) are taken from
   * that release. The buggy/fixed key stays the run's choice. Absent: the incident's v1.18.6, and v1.18.7 (the
   * release that fixed the key) for the fixed key.
   */
  ciliumVersion?: string;
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

/** A scenario in memory: always the current version (a file of an older version is migrated when read). */
export type Scenario = ScenarioV2;

/**
 * The in-memory scenario under its name from before format version 2 (most of the app still calls it so):
 * the same type as `Scenario`.
 */
export type ScenarioV1 = Scenario;
