/**
 * What the scanner reads out of a cluster dump: the Kubernetes objects that decide exposure, the evidence of the
 * Cilium version and configuration, and each node's agent outputs. Plain data, independent of the input format.
 */

export type Protocol = 'TCP' | 'UDP' | 'SCTP';

/** Where something was read: a file (path inside an archive joined with `!/`) and, when known, a line. */
export interface SourceRef {
  file: string;
  line?: number;
  /** Where in a JSON document, e.g. `items[3]`, when there is no line. */
  path?: string;
}

export interface SvcPort {
  name: string;
  port: number;
  /** A number, or the name of a container port. */
  targetPort: number | string;
  nodePort?: number;
  protocol: Protocol;
}

/** A Service, reduced to what Cilium's load balancer turns into frontends. */
export interface SvcInfo {
  namespace: string;
  name: string;
  type: string;
  clusterIPs: string[];
  /** ClusterIP None or the `service.kubernetes.io/headless` label: Cilium creates no frontends for it. */
  headless: boolean;
  loadBalancerIPs: string[];
  externalIPs: string[];
  ports: SvcPort[];
  source: SourceRef;
  /** `metadata.uid`: with kind, namespace and name, what makes two copies of one object one object. */
  uid?: string;
}

export interface SlicePort {
  name: string;
  port: number;
  protocol: Protocol;
}

/** An endpoint's `conditions` as the slice states them (absent fields stay absent). */
export interface EndpointConditions {
  ready?: boolean;
  serving?: boolean;
  terminating?: boolean;
}

export interface SliceEndpoint {
  addresses: string[];
  /** `conditions.ready`, where absent means ready (the EndpointSlice API's rule). */
  ready: boolean;
  conditions: EndpointConditions;
}

export interface SliceInfo {
  namespace: string;
  name: string;
  /** The owning Service (label `kubernetes.io/service-name`). */
  service: string;
  endpoints: SliceEndpoint[];
  ports: SlicePort[];
  source: SourceRef;
  uid?: string;
}

/** A version string found in the dump (image tag, agent banner, `cilium version` output) or given by flag. */
export interface VersionEvidence {
  raw: string;
  source: SourceRef;
}

/** The `cilium-config` ConfigMap's settings that decide whether the buggy code runs. */
export interface CiliumConfig {
  kubeProxyReplacement?: string;
  experimentalLb?: string;
  source: SourceRef;
}

/** One row group of `cilium-dbg bpf lb list`, or one frontend of `cilium-dbg service list`. */
export interface NodeFrontend {
  /** `ip:port/PROTO` (IPv6 as `[ip]:port/PROTO`). */
  frontend: string;
  /** Backend slots (bpf lb list) or backends (service list). */
  backends: number;
  /** Whether the master entry (slot 0) was present; service list rows always count as present. */
  master: boolean;
  flags: string;
  /** `namespace/name` when the output names it (service list JSON). */
  service?: string;
  /** Which command printed it: `bpf lb list` or `service list`. */
  output: string;
  source: SourceRef;
}

/** An agent log line that reports `operation not permitted` for a connect. */
export interface LogHit {
  /** Every `ip:port` the line mentions. */
  addresses: string[];
  text: string;
  source: SourceRef;
}

/** What one agent (node) contributed: keyed by agent pod name or, for loose files, by file name. */
export interface NodeEvidence {
  node: string;
  frontends: NodeFrontend[];
  /** Which outputs were found, e.g. `bpf lb list`, `service list`, `agent log`. */
  outputs: string[];
  logHits: LogHit[];
  logLines: number;
}

export type FileKind =
  'kubernetes objects' | 'bpf lb list' | 'service list' | 'agent log' | 'version' | 'zip' | 'tar' | 'skipped';

export interface Dump {
  services: SvcInfo[];
  slices: SliceInfo[];
  versions: VersionEvidence[];
  config?: CiliumConfig;
  nodes: NodeEvidence[];
  /** Objects of other kinds, by kind. */
  ignored: Record<string, number>;
  files: { name: string; kind: FileKind }[];
  warnings: string[];
}

export function emptyDump(): Dump {
  return { services: [], slices: [], versions: [], nodes: [], ignored: {}, files: [], warnings: [] };
}

/** `namespace/name`: the bytes of Cilium's `ServiceName.Key()` (no cluster in a single-cluster dump). */
export const svcKey = (s: { namespace: string; name: string }) => `${s.namespace}/${s.name}`;

/** `file:line`, `file (items[3])` or `file`. */
export const where = (s: SourceRef) =>
  s.line ? `${s.file}:${s.line}` : s.path ? `${s.file} (${s.path})` : s.file;

/** `ready=false, terminating=true`: the stated conditions in the API's own field names (the same in every language). */
export const conditionText = (c: EndpointConditions) =>
  (['ready', 'serving', 'terminating'] as const)
    .filter((k) => c[k] !== undefined)
    .map((k) => `${k}=${String(c[k])}`)
    .join(', ');
