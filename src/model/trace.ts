import type { KeyVariant } from './backendInstanceKey';
import type { BpfState } from './bpfMap';
import type { EndpointPort, EndpointSlice, Service } from './kube';
import type { L3n4Addr } from './l3n4Addr';
import type { PMap } from './pmap';
import type { Tables } from './tables';

/** Who did something in a step: one timeline lane each. */
export type Actor = 'kubectl' | 'apiserver' | 'service-controller' | 'cilium-agent' | 'bpf' | 'client';

export const ACTORS: readonly Actor[] = [
  'kubectl',
  'apiserver',
  'service-controller',
  'cilium-agent',
  'bpf',
  'client',
];

/** What kind of thing a step is; the UI derives chapters and narration from it. */
export type StepKind =
  | 'agentStart'
  | 'agentListed'
  | 'agentConfigFailed'
  | 'agentCrashLoop'
  | 'kubectlWrite'
  | 'apiserverRestart'
  | 'replicaStop'
  | 'replicaStarted'
  | 'sliceCleared'
  | 'sliceRestored'
  | 'watchEvent'
  | 'watchDropped'
  | 'watchReconnected'
  | 'watchReconnectFailed'
  | 'bufferFlush'
  | 'bpfReconcile'
  | 'lbReconcile'
  | 'annotationPatch'
  | 'connect';

export interface TableChange {
  table: 'services' | 'frontends' | 'backends' | 'bpf';
  key: string;
  op: 'insert' | 'update' | 'delete';
  detail?: string;
}

/** One `backendRelease` call, with the byte-prefix query it ran and what it removed. */
export interface ReleaseRecord {
  backend: L3n4Addr;
  service: string;
  prefixHex: string;
  shortcut: boolean;
  before: { service: string; keyHex: string }[];
  removed: { service: string; keyHex: string }[];
  /** Services other than `service` whose instance the prefix match removed. */
  collateral: string[];
  rowDeleted: boolean;
}

export type ReplicaPhase = 'running' | 'stopped' | 'starting';

export interface ReplicaState {
  id: number;
  name: string;
  phase: ReplicaPhase;
}

export interface WatchState {
  connected: boolean;
  /** The apiserver replica serving the watch, when connected. */
  replica: number | null;
}

export interface ApiserverState {
  replicas: ReplicaState[];
  /** etcd lease keys (`/masterleases/<ip>`) → expiry time (ms). */
  leases: Record<string, number>;
}

export interface K8sState {
  /** Last resourceVersion handed out. */
  rv: number;
  services: Record<string, Service>;
  slices: Record<string, EndpointSlice>;
}

/** The reflector buffer's value per key: a Service, or the changed slices of one service (last state wins). */
export interface BufferEntry {
  key: string;
  isSvc: boolean;
  service: string;
  kind: 'upsert' | 'delete';
  svc?: Service;
  slices?: Record<string, { endpoints: string[]; ports: EndpointPort[] }>;
}

export type AgentPhase = 'starting' | 'running' | 'crashloop';

export interface AgentState {
  phase: AgentPhase;
  restarts: number;
  pod: string;
  watch: WatchState;
  /** True once the first list has been written to the tables (BPF pruning waits for it). */
  synced: boolean;
  /** The watch layer's key-based work queue (`resource.Resource`): keys, not objects. */
  queue: string[];
  /** The watch layer's latest stored objects. */
  store: { services: Record<string, Service>; slices: Record<string, EndpointSlice> };
  buffer: BufferEntry[];
  /** Per EndpointSlice: the backend addresses it held when last processed (for orphans). */
  currentEndpoints: PMap<L3n4Addr[]>;
  /** Which service each slice belonged to, so a deleted slice can still be buffered under its owner. */
  sliceOwners: PMap<string>;
  tables: Tables;
  healthy: boolean;
}

export interface ServiceControllerState {
  watch: WatchState;
}

export interface ClusterState {
  time: number;
  variant: KeyVariant;
  k8s: K8sState;
  apiserver: ApiserverState;
  serviceController: ServiceControllerState;
  agent: AgentState;
  bpf: BpfState;
}

export interface LogLine {
  at: number;
  level: 'info' | 'warn' | 'error' | 'debug';
  msg: string;
  attrs: [string, string][];
}

export interface AuditEntry {
  at: number;
  verb: 'create' | 'update' | 'patch' | 'delete';
  user: string;
  resource: 'services' | 'endpointslices' | 'endpoints';
  namespace: string;
  name: string;
  code: number;
  /** The write happened but never reached the audit log (a stopping apiserver). */
  missing?: boolean;
}

export interface KubeEvent {
  at: number;
  type: 'Normal' | 'Warning';
  reason: string;
  object: string;
  source: string;
  message: string;
}

export type ConnectOutcome = 'ok' | 'EPERM' | 'EHOSTUNREACH' | 'ECONNREFUSED' | 'ETIMEDOUT';

export interface ConnectResult {
  at: number;
  client: string;
  to: L3n4Addr;
  result: ConnectOutcome;
  /** Which path decided: the socket-LB hook on the node, the cloud LB, or plain routing. */
  path: 'socket-lb' | 'cloud-lb' | 'direct';
  backend?: L3n4Addr;
  /** For socket-LB: the service entry's rev-NAT ID and backend count at that moment. */
  revNat?: number;
  count?: number;
}

/** Lines and records a step produced (only the new ones; renderers gather them up to the cursor). */
export interface Emitted {
  agentLog?: LogLine[];
  audit?: AuditEntry[];
  events?: KubeEvent[];
  connects?: ConnectResult[];
}

export interface Step {
  index: number;
  at: number;
  actor: Actor;
  kind: StepKind;
  /** One line, English (the CLI prints it; the UI narrates from `kind` + `params`). */
  summary: string;
  params: Record<string, string | number>;
  changes: TableChange[];
  releases: ReleaseRecord[];
  emitted: Emitted;
  /** The full state after this step; unchanged parts are shared with the previous step's state. */
  state: ClusterState;
}

export interface Trace {
  variant: KeyVariant;
  title: string;
  endAt: number;
  steps: Step[];
}
