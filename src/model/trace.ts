import type { KeyVariant } from './backendInstanceKey';
import type { CiliumBehaviour } from './ciliumReleases';
import type { BpfState } from './bpfMap';
import type { FrontendStatus } from './frontend';
import type { EndpointPort, EndpointSlice, Service } from './kube';
import type { L3n4Addr } from './l3n4Addr';
import type { IdMap } from './idMap';
import type { ServiceName } from './serviceName';
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

export type ChangeOp = 'insert' | 'update' | 'delete';

/** One row a write transaction or the BPF reconciler touched, with the facts the story needs about it. */
export type TableChange =
  | { table: 'services'; key: ServiceName; op: ChangeOp }
  | {
      table: 'frontends';
      key: L3n4Addr;
      op: ChangeOp;
      service: ServiceName;
      /** After the change (absent when deleted). */
      status?: FrontendStatus;
      backends?: number;
    }
  | {
      table: 'backends';
      key: L3n4Addr;
      op: ChangeOp;
      /** The instances after the change, or before it when the row was deleted. */
      instances: ServiceName[];
    }
  | {
      table: 'bpf';
      key: L3n4Addr;
      op: ChangeOp;
      service: ServiceName;
      /** The master entry's backend count after the change, and before it (null: a new entry). */
      count?: number;
      was?: number | null;
    };

/**
 * An EndpointSlice compared with what another Service's slice of the same name held: releases before v1.18.8
 * remember each slice's addresses under its bare name (cilium/cilium#43999), so two same-named slices in two
 * namespaces compute each other's orphans.
 */
export interface SliceMemoryMixup {
  /** The bare slice name both slices are remembered under. */
  slice: string;
  /** The Service whose slice was processed, and the Service whose addresses the memory held. */
  service: ServiceName;
  heldBy: ServiceName;
  /** Orphans computed from the other Service's addresses (released in `service`'s name). */
  released: L3n4Addr[];
  /** `service`'s backends that none of its slices lists any more, kept because they were not orphans. */
  stale: L3n4Addr[];
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
  /**
   * Services whose name starts with `service`'s bytes but whose instance the lookup did not match (kept):
   * the services the fixed key's terminating 0x20 protects.
   */
  spared: string[];
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

/** Who recreated the agent pod: a `helm upgrade` of Cilium's configuration, or a rollout restart. */
export type AgentRestartCause = 'helmUpgrade' | 'rolloutRestart';

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
  /** Events inserted into the buffer since its last flush (a later event for a key still counts). */
  bufferEvents: number;
  /** Per EndpointSlice: the backend addresses it held when last processed (for orphans). */
  currentEndpoints: IdMap<L3n4Addr[]>;
  /** Which service each slice belonged to, so a deleted slice can still be buffered under its owner. */
  sliceOwners: IdMap<string>;
  tables: Tables;
  healthy: boolean;
  /** The apiserver address (`ip:port/TCP`) a `helm upgrade` configured; absent: the scenario's. */
  apiserverAddress?: string;
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

/** A cilium-agent log line: its slog attributes as text, or (the reflector's) as facts. */
export type LogLine = SlogLine | ReflectorLogLine;

export interface SlogLine {
  at: number;
  level: 'info' | 'warn' | 'error' | 'debug';
  msg: string;
  attrs: [string, string][];
  /** Printed as is, not by the structured logger (cobra's `Error: …` line on exit). */
  raw?: true;
  /**
   * The agent pod's init container `config` wrote it (it reaches the apiserver before the agent container
   * starts); absent: the `cilium-agent` container. `kubectl logs -c config` reads these.
   */
  container?: 'config';
}

/**
 * A debug line of the k8s reflector (`processServiceEvent`, or `UpsertAndReleaseBackends in
 * processEndpointsEvent`), kept as its facts: a first sync logs one per Service and one per Service's slices
 * (20,000 lines at 10,000 Services), and most are never read. It is rendered (`renderLogLine`) as the write-up's
 * instrumented build logged it: `DEBUG: Processing service event` with the buffer key, or `DEBUG:
 * UpsertAndReleaseBackends in processEndpointsEvent` with `name`, `backends` and `orphans` as Go slices.
 */
export interface ReflectorLogLine {
  at: number;
  level: 'debug';
  msg: 'processServiceEvent' | 'UpsertAndReleaseBackends in processEndpointsEvent';
  service: ServiceName;
  /** The Service's frontends, or the slices' backends (in first-seen order). */
  addrs: readonly L3n4Addr[];
  /** Backends released because a slice no longer holds them (endpoints events only). */
  orphans?: readonly L3n4Addr[];
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
  /** The involved object's namespace (`kubectl get events -n NS` lists only its own). */
  namespace?: string;
  type: 'Normal' | 'Warning';
  reason: string;
  object: string;
  source: string;
  message: string;
}

export type ConnectOutcome = 'ok' | 'EPERM' | 'EHOSTUNREACH' | 'ECONNREFUSED' | 'ETIMEDOUT';

/**
 * Why a connect ended as it did, decided by the model where it decides (so narration never has to guess):
 * - `routed`: the socket-LB rewrote it to a backend that answered;
 * - `noBackends`: the socket-LB found the service entry with count 0 and rejected the syscall on the node;
 * - `backendDown`: it reached the backend address, but nothing serves there (every apiserver replica down);
 * - `viaCloudLb`: no BPF entry for the VIP yet, so the packet left the node and the cloud LB forwarded it;
 * - `cloudLbNoEndpoints`: the cloud LB had no endpoint to forward to;
 * - `notRouted`: a ClusterIP without a BPF entry, which nothing outside the node routes;
 * - `direct`: not a Service address at all; plain routing.
 */
export type ConnectCause =
  'routed' | 'noBackends' | 'backendDown' | 'viaCloudLb' | 'cloudLbNoEndpoints' | 'notRouted' | 'direct';

export interface ConnectResult {
  at: number;
  client: string;
  to: L3n4Addr;
  result: ConnectOutcome;
  /** Which path decided: the socket-LB hook on the node, the cloud LB, or plain routing. */
  path: 'socket-lb' | 'cloud-lb' | 'direct';
  cause: ConnectCause;
  /** The Service whose frontend decided (socket-LB entry or cloud LB), when one did. */
  service?: ServiceName;
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

/** A write made with kubectl, as data (the CLI renders the command line from it). */
export interface KubectlWrite {
  verb: 'patch' | 'create' | 'delete' | 'annotate';
  resource: 'Service' | 'EndpointSlice';
  namespace: string;
  name: string;
  /** `kubectl patch -p` body (EndpointSlice patches). */
  patch?: { endpoints?: string[] | null; ports?: EndpointPort[] | null };
  /** `kubectl annotate` key and value. */
  annotation?: { key: string; value: string };
  /** The apiserver found nothing to change: no new resourceVersion, so no watcher hears of it. */
  unchanged?: true;
}

export type WatchClient = 'agent' | 'service-controller';

/**
 * What a step did, as typed facts keyed by its kind. Narration, chapters, beats, divergence, highlights and
 * the transcript are all computed from these; nothing downstream reads English text.
 */
export type StepFacts =
  | {
      kind: 'agentStart';
      pod: string;
      restarts: number;
      /** A rollout deleted this pod and created `pod` in its place (a process restart keeps the pod). */
      replaces?: string;
      cause?: AgentRestartCause;
      /** The apiserver address (`ip:port/TCP`) this restart configured (a `helm upgrade --set k8sServiceHost`). */
      apiserverAddress?: string;
    }
  /** The agent's first list after (re)starting, and the connect that let it happen. */
  | { kind: 'agentListed'; connect: ConnectResult; services: number; slices: number }
  /** The config step gave up after a minute; `connect` is its last try. */
  | { kind: 'agentCrashLoop'; connect: ConnectResult; backoffMs: number; restarts: number }
  | { kind: 'kubectlWrite'; write: KubectlWrite }
  /** All replicas one by one (`replica` absent), or one replica. */
  | { kind: 'apiserverRestart'; replicas: number; replica?: number }
  | { kind: 'replicaStop'; replica: string; lease: string }
  | { kind: 'replicaStarted'; replica: string }
  /** A stopping replica wrote `endpoints: null` (a write the audit log never receives). */
  | { kind: 'sliceCleared'; replica: string; slice: string }
  | { kind: 'sliceRestored'; replica: string; slice: string; ips: string[] }
  /** Queue keys (`svc:ns/name`, `eps:ns/name`) moved into the reflector buffer, and the buffer's keys now. */
  | { kind: 'watchEvent'; queued: string[]; bufferKeys: string[] }
  | { kind: 'watchDropped'; client: WatchClient; replica: string }
  /**
   * The agent's watch is back. It resumed from its last resourceVersion (`missed` changes follow), or — with
   * `relist` — listed everything again (`missed` objects re-delivered). Which one happens is inferred.
   */
  | { kind: 'watchReconnected'; client: 'agent'; connect: ConnectResult; missed: number; relist?: true }
  | { kind: 'watchReconnected'; client: 'service-controller'; loadBalancers: number }
  | { kind: 'watchReconnectFailed'; connect: ConnectResult }
  /** One write transaction over the whole buffer; `keys` in processing order. */
  | {
      kind: 'bufferFlush';
      trigger: 'tick' | 'full';
      keys: string[];
      /** Services whose instance a prefix-matched release removed although they were not released. */
      collateral: ServiceName[];
      /** Changes made but not listed in `changes` (a large first sync). */
      unlistedChanges: number;
      /** Slices compared with another Service's addresses (cilium/cilium#43999); absent when none was. */
      mixups?: SliceMemoryMixup[];
    }
  /** `emptied`: entries written with count 0 (their backend slots deleted). */
  | { kind: 'bpfReconcile'; programmed: number; emptied: number }
  | { kind: 'lbReconcile'; service: ServiceName }
  | { kind: 'annotationPatch'; service: ServiceName; annotations: string[] }
  /** A connect from a process on the node: a scenario client, or one try of the agent's config step. */
  | { kind: 'connect'; by: 'client' | 'agentConfig'; connect: ConnectResult };

export type StepKind = StepFacts['kind'];

/** The recording around the facts: when, who, what changed, and the state after. */
export interface StepBase {
  index: number;
  at: number;
  actor: Actor;
  changes: TableChange[];
  releases: ReleaseRecord[];
  emitted: Emitted;
  /** The full state after this step; unchanged parts are shared with the previous step's state. */
  state: ClusterState;
}

export type Step = StepBase & StepFacts;

/** The step type of one kind, e.g. `StepOf<'connect'>`. */
export type StepOf<K extends StepKind> = StepBase & Extract<StepFacts, { kind: K }>;

/** A node of the run: where an agent and its BPF maps live. */
export interface TraceNode {
  name: string;
  ip: string;
  /** The agent pod on this node. */
  pod: string;
  /** Where in each 500 ms its agent's flush ticker fires. */
  tickerPhaseMs: number;
}

export interface Trace {
  variant: KeyVariant;
  /** The release behaviours the agents ran with (`SimInput.cilium`). */
  cilium: CiliumBehaviour;
  title: string;
  endAt: number;
  /** The steps as node 0 sees them: the control plane's and node 0's own (its agent, BPF maps, clients). */
  steps: Step[];
  /** The cluster's nodes, node 0 first. */
  nodes: TraceNode[];
  /**
   * With several nodes: each node's view, `views[k]` the steps as node k sees them (`views[0]` is `steps`).
   * A control-plane step is in every view (with that node's agent and maps in its state).
   */
  views?: Step[][];
}
