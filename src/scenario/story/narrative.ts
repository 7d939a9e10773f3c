import type { KeyVariant } from '../../model/backendInstanceKey';
import type { ServiceType } from '../../model/kube';
import type { L3n4Addr } from '../../model/l3n4Addr';
import type { ServiceName } from '../../model/serviceName';
import type { AgentRestartCause, ConnectResult, KubectlWrite, WatchClient } from '../../model/trace';

/**
 * Facts the model states but that upstream code did not settle (docs/model.md *inferred*). Narration marks them
 * where it relies on them.
 */
export type InferredFact =
  /** EPERM on kernels < 5.18 (no `bpf_set_retval`), EHOSTUNREACH on newer ones. */
  | 'errnoByKernel'
  /** After a reconnect the agent resumes from its last resourceVersion instead of re-listing. */
  | 'resumeNotRelist'
  /** The scenario lets the agent relist after a reconnect (client-go after `410 Gone`). */
  | 'relistAfterGone'
  /** The Kubernetes source's priority (4; the write-up says 0): with either key it does not change the match. */
  | 'sourcePriority'
  /** How many apiserver replicas share the lease: the write-up says "multiple", the scenario picks a number. */
  | 'replicaCount'
  /** Why the stopping replica's last write is missing from the audit log (the write-up's own guess). */
  | 'auditLogGap';

/**
 * Where the sources disagree and the model had to pick one (docs/model.md §10). Narration says so where it tells
 * of the disputed thing.
 */
export type SourceNote =
  /**
   * The final write-up found no operations on the `default/kubernetes` Service; the draft's agent debug logs
   * show the service-controller's sync annotations changing on it. The model follows the logs.
   */
  'kubernetesServicePatched';

/** Frontends (or BPF entries) of one Service whose backend count changed to the same value at a step. */
export interface CountGroup {
  service: ServiceName;
  addresses: L3n4Addr[];
  before: number | null;
  after: number | null;
  /** The Service lost its instance to a prefix-matched release earlier in this run. */
  victim: boolean;
  /** Addresses its EndpointSlices list right now: count 0 while this is not empty is the damage. */
  sliceEndpoints: string[];
}

/** One `backendRelease` call as the story tells it. */
export interface ReleaseStory {
  backend: L3n4Addr;
  released: ServiceName;
  prefixHex: string;
  shortcut: boolean;
  removed: ServiceName[];
  collateral: ServiceName[];
  spared: ServiceName[];
  rowDeleted: boolean;
  /** Per collateral service: its frontends, still showing the frozen snapshot taken at their last refresh. */
  frozen: { service: ServiceName; addresses: L3n4Addr[]; backends: number }[];
}

/** One node's part in a clear-and-restore of a slice. */
export interface NodeRestore {
  node: string;
  /** Where in each 500 ms its agent's flush ticker fires. */
  tickerPhaseMs: number;
  /** Did its agent process the empty slice on its own (null: its agent never flushed it)? */
  processedAlone: boolean | null;
  /** …because its watch dropped before the restore could reach it (rather than a tick in between)? */
  watchDropped: boolean;
  damage: boolean;
}

/** How a connect's outcome relates to the story. */
export interface ConnectStory {
  connect: ConnectResult;
  /** The kind of frontend that decided (socket-LB entry or cloud LB). */
  frontendType?: ServiceType;
  /** The deciding Service lost its instance to the prefix match. */
  victim: boolean;
  /** It still works although the instance is gone: the entry was written from the frozen snapshot. */
  staleButWorking: boolean;
  /** The agent's own apiserver address is this destination. */
  isAgentApiserver: boolean;
}

/** A slice compared with another Service's addresses, and what that left behind. */
export interface MixupStory {
  slice: string;
  service: ServiceName;
  heldBy: ServiceName;
  released: L3n4Addr[];
  stale: L3n4Addr[];
}

/** The narration of one step: typed facts that each language phrases (see `src/ui/i18n/narration`). */
export type Narrative = (
  | {
      kind: 'agentStart';
      pod: string;
      restarts: number;
      /** The pod a rollout deleted; `pod` is the one it created. */
      replaces?: string;
      keptEntries: number;
      blockedApi: L3n4Addr | null;
      cause?: AgentRestartCause;
    }
  | { kind: 'agentListed'; c: ConnectStory; services: number; slices: number }
  | { kind: 'agentConfigRetry'; c: ConnectStory }
  | { kind: 'agentCrashLoop'; c: ConnectStory; backoffMs: number; circular: boolean }
  | {
      kind: 'kubectlWrite';
      write: KubectlWrite;
      command: string;
      /** For a Service update: the refresh will find the instance missing (victim) or kept (spared). */
      role: 'victim' | 'spared' | 'other';
    }
  | { kind: 'apiserverRestart'; replicas: number; replica?: number }
  | { kind: 'replicaStop'; replica: string; lease: string; replicas: number }
  | { kind: 'replicaStarted'; replica: string }
  | { kind: 'sliceCleared'; replica: string; slice: string }
  | {
      kind: 'sliceRestored';
      replica: string;
      slice: string;
      ips: string[];
      /** How long the slice was empty (null: no clear seen). */
      emptyForMs: number | null;
      /** Did the agent process the empty slice on its own before this restore (null: not watching)? */
      processedAlone: boolean | null;
      /** Did that lone processing release another Service's instance by prefix? */
      damage: boolean;
      /** The agent's watch dropped between the clear and the restore: it never receives the restore. */
      watchDropped: boolean;
      /** With several nodes: the same facts on each node, and why a node processed the clear alone. */
      nodes?: NodeRestore[];
    }
  | {
      kind: 'watchEvent';
      services: ServiceName[];
      slices: string[];
      bufferKeys: number;
      /** An earlier watch event of this run (not the initial list) already told how the buffer works. */
      bufferTold: boolean;
    }
  | { kind: 'watchDropped'; client: WatchClient; replica: string; agentAddress: string | null }
  | {
      kind: 'agentReconnected';
      c: ConnectStory;
      missed: number;
      stillLost: ServiceName[];
      /** The agent listed everything again: `missed` objects are re-delivered, lost instances included. */
      relist: boolean;
    }
  | {
      kind: 'scReconnected';
      loadBalancers: number;
      /** The agent's watch is up: it receives the updates the reconciles write. */
      agentWatching: boolean;
    }
  | { kind: 'watchReconnectFailed'; c: ConnectStory; circular: boolean }
  | {
      kind: 'bufferFlush';
      keys: number;
      trigger: 'tick' | 'full';
      firstSync: boolean;
      /** Service events processed (each refreshes that Service's frontends). */
      services: ServiceName[];
      /** Owners of the EndpointSlice events processed. */
      endpointsOf: ServiceName[];
      releases: ReleaseStory[];
      lost: CountGroup[];
      regained: CountGroup[];
      /** Victims whose instance is still missing from the backends table after this flush. */
      stillLost: ServiceName[];
      /** Slices compared with another Service's addresses that left this Service stale backends (#43999). */
      mixups?: MixupStory[];
      /**
       * Slices processed whose bare name another namespace's slice shares, kept apart because this release
       * remembers slices by namespace/name (v1.18.8 and later): the case #43999 got wrong.
       */
      keptApart?: { slice: string; services: ServiceName[] }[];
      /**
       * The pinned Cilium release (null: the incident's v1.18.6, or v1.18.7 for the fixed key). The three are
       * present only when a slice memory fact is (so the incident's narration facts are unchanged).
       */
      release?: string | null;
    }
  | {
      kind: 'bpfReconcile';
      programmed: number;
      created: number;
      /** Of the entries created, those a NodePort frontend got at a node address (beside its surrogate). */
      createdAtNode: number;
      /** The run's first step that writes entries `cilium bpf lb list` flags `non-routable`. */
      firstNonRoutable: boolean;
      lost: CountGroup[];
      regained: CountGroup[];
      deleted: L3n4Addr[];
    }
  | { kind: 'lbReconcile'; service: ServiceName }
  | {
      kind: 'annotationPatch';
      service: ServiceName;
      role: 'victim' | 'spared' | 'other';
      /** When the victim's instance was removed (simulated ms). */
      lostAtMs: number | null;
      /** When an earlier update already refreshed the victim's frontends to no backends (simulated ms). */
      emptiedAtMs: number | null;
      /** The agent's watch is up: it receives this update. */
      agentWatching: boolean;
    }
  | { kind: 'connect'; c: ConnectStory }
) & {
  variant: KeyVariant;
  inferred: InferredFact[];
  sources: SourceNote[];
};

export type NarrativeOf<K extends Narrative['kind']> = Extract<Narrative, { kind: K }>;
