import type { ServiceType } from '../../../model/kube';
import type { AgentRestartCause, ConnectOutcome } from '../../../model/trace';
import type { KeyByte } from '../compareNarrative';

/** A phrase without parameters. */
type None = Record<never, never>;

/**
 * Every sentence the story can say, by name, with the typed facts it mentions. The builders
 * (`buildNarration.ts`) pick which phrases a step needs; each language's phrasebook words them.
 */
export interface AgentPhrases {
  agentStarts: { pod: string };
  tablesStartEmpty: None;
  /** The agent process restarted inside its pod (the pod and its name stay; RESTARTS counts it). */
  agentRestarts: { pod: string; restarts: number };
  /** A DaemonSet rollout deleted pod `replaces` and created `pod` (a new name, RESTARTS 0). */
  agentReplaced: { pod: string; replaces: string; cause: AgentRestartCause | null };
  /** The BPF maps outlive the agent; `blockedApi` is the agent's own way to the apiserver when it is empty. */
  bpfMapsSurvive: { kept: number; blockedApi: string | null };
  mustReachApiserver: None;
  agentListed: { to: string; services: number; slices: number };
  howItStartedFirstTime: None;
  configRetry: { to: string; result: ConnectOutcome };
  retriesEvery5s: None;
  crashLoop: { to: string; result: ConnectOutcome; backoffMs: number };
  circularDependency: { service: string };
  triesAfterBackoff: None;
  agentWatchDropped: { replica: string };
  reconnectsViaService: { address: string };
  reconnectsViaApiserver: None;
  relisted: { to: string; missed: number };
  relistRedelivers: { stillLost: string[] };
  resumed: { to: string; missed: number };
  noRelistNoRedeliver: { stillLost: string[] };
  resumeOnlyChanges: None;
  watchReconnectFailed: { to: string; result: ConnectOutcome };
  cutOffFromApiserver: None;
}

export interface ControlPlanePhrases {
  specChangeReplaces: { replicas: number };
  replicaRestarted: { replica: number };
  stopRunsStop: None;
  replicaStops: { replica: string; lease: string };
  sharedLease: { others: number };
  noLeaseLeft: None;
  replicaServing: { replica: string };
  startingRefusesEmpty: None;
  sliceClearedLastTime: { replica: string; slice: string };
  stoppingMayWriteEmpty: None;
  missingFromAudit: None;
  sliceRestored: { replica: string; slice: string; ips: string[]; emptyForMs: number | null };
  restoreNeverReached: { damage: boolean };
  restoreSameWindow: None;
  restoreTooLateDamage: None;
  restoreTooLate: None;
  restoreUpTo10s: None;
  /** Per node, `phase` is where in each 500 ms its agent's flush ticker fires. */
  nodesSafe: { nodes: { node: string; phase: number }[] };
  nodesTicked: { nodes: { node: string; phase: number }[]; damage: boolean };
  nodesDropped: { nodes: string[]; damage: boolean };
  nodesDecide: { watchesToo: boolean };
  scWatchDropped: { replica: string };
  scRunsOutside: None;
  scReconnected: { loadBalancers: number };
  syncTimesAllHear: None;
  syncTimesAgentDeaf: None;
  lbReconcile: { service: string };
  routineAfterReconnect: None;
  syncTimesRecorded: { service: string };
  patchAgentDeaf: None;
  patchStillEmpty: { service: string; sinceMs: number };
  patchIsTrigger: { service: string; lostAtMs: number };
  patchSpared: None;
  patchRefreshes: None;
}

export interface KubectlPhrases {
  kubectlUnchanged: { command: string; resource: string; object: string };
  unchangedNotStored: None;
  sliceDeleted: { object: string };
  deletedSliceOrphans: None;
  sliceCreated: { object: string };
  sliceAddsBackends: None;
  /** `endpoints` null: the patch changes the ports only. */
  slicePatched: { object: string; endpoints: string[] | null };
  sliceUpdateOrphans: None;
  serviceDeleted: { object: string };
  serviceDeleteRemoves: None;
  serviceCreated: { object: string };
  serviceCreateProgrammed: None;
  serviceAnnotated: { object: string; annotation: { key: string; value: string } | null };
  updateIsTrigger: None;
  updateSpared: None;
  updateRefreshes: None;
  watchEventsInitial: { count: number };
  watchEventFor: { objects: { resource: 'Service' | 'EndpointSlice'; name: string }[] };
  bufferExplained: None;
  /** The short form, once `bufferExplained` has been told. */
  bufferWaits: None;
}

export interface TablePhrases {
  releaseDamage: { backend: string; released: string; collateral: string[]; rowDeleted: boolean };
  frozenSnapshot: { service: string; frontends: number; backends: number };
  onlyBackendsShows: None;
  nextRefreshReadsZero: { service: string };
  releaseSpared: { backend: string; released: string; spared: string[] };
  fixedKeyEndsInSpace: { released: string; spared: string };
  victimRefreshedEmpty: { service: string; frontends: number };
  removedByPrefixMatch: { endpoints: string[] };
  nextBpfWritesZero: None;
  flushInitialList: { keys: number };
  initialListBecomesFrontends: None;
  releaseExact: { backend: string; released: string; rowDeleted: boolean };
  releaseTouchesNoOther: { released: string };
  /** A slice compared with another Service's addresses under their shared bare name (cilium/cilium#43999). */
  sliceMemoryMixup: { service: string; slice: string; heldBy: string; released: string[]; stale: string[] };
  /** Why: the release remembers slices by bare name (`release` null: the incident's v1.18.6). */
  sliceMemoryByName: { release: string | null };
  /** A release that remembers slices by namespace/name keeps same-named slices apart. */
  sliceMemoryKeptApart: { release: string | null; slice: string; services: string[] };
  /** A count change of a Service's frontends (`by` the flush) or BPF entries (`by` the reconciler). */
  countChanged: { by: 'flush' | 'bpf'; service: string; count: number; after: number | null };
  sliceLists: { endpoints: string[] };
  sliceEmptySoCorrect: None;
  flushRestored: { service: string; frontends: number; backends: number };
  sliceListsAgain: { endpoints: string[] };
  rowRecreatedWithout: { stillLost: string[] };
  flushKeys: { keys: number };
  refreshesFrontendsOf: { services: string[] };
  stillMissing: { services: string[] };
  sameBackendsAgain: None;
  bpfEmptied: { service: string; addresses: string[] };
  rejectedAlthoughSlice: { endpoints: string[] };
  bpfListShowsEmpty: None;
  bpfRegained: { service: string; entries: number; count: number };
  connectsWorkAgain: { addresses: string[] };
  bpfProgrammed: { created: number; atNode: number };
  socketLbRewrites: None;
  /** What the `non-routable` flag means: said once, where the run first writes such entries. */
  nonRoutableFlag: None;
  bpfDeleted: { count: number };
  entriesGoWith: None;
  bpfReprogrammed: { programmed: number };
  refreshedAlwaysReprogrammed: None;
}

export interface ConnectPhrases {
  connectWorks: { client: string; to: string };
  connectFails: { client: string; to: string; result: ConnectOutcome; atOnce: boolean };
  thisIsTheOutage: None;
  causeNoBackends: { service: string; frontendType: ServiceType | null };
  causeBackendDown: { address: string };
  causeNotRouted: None;
  causeCloudLbNoEndpoints: None;
  causeViaCloudLb: { to: string; backend: string };
  causeStaleButWorking: { service: string };
  causeRouted: { service: string; frontendType: ServiceType | null; backend: string };
  causeDirect: { to: string };
}

/** The notes under a step's narration: inferred facts and disagreeing sources (see `buildNotes.ts`). */
export interface NotePhrases {
  errnoByKernel: None;
  resumeNotRelist: None;
  relistAfterGone: None;
  /** `storedTail`: the last two bytes of a stored key with the Kubernetes source's priority, e.g. `20 04`. */
  sourcePriorityBuggy: { priority: number; storedTail: string };
  /** `terminator`: the fixed lookup prefix's last byte (the space). */
  sourcePriorityFixed: { priority: number; storedTail: string; terminator: string };
  replicaCount: None;
  auditLogGap: None;
  kubernetesServicePatched: None;
}

/** Compare view: why the two runs part at their first divergence (see `buildCompare.ts`). */
export interface ComparePhrases {
  keysPart: {
    released: string;
    victim: string;
    nameBytes: number;
    buggyTail: KeyByte[];
    position: number;
    fixedByte: KeyByte;
    victimByte: KeyByte;
  };
  priorityAfterPart: { victim: string; storedTail: string[]; priority: number; position: number };
  runsPartHere: None;
}

/** Every phrase's parameters, by the phrase's name. */
export interface PhraseParams
  extends
    AgentPhrases,
    ControlPlanePhrases,
    KubectlPhrases,
    TablePhrases,
    ConnectPhrases,
    NotePhrases,
    ComparePhrases {}

export type PhraseKind = keyof PhraseParams;

/** One phrase to say, with its facts: language-neutral. */
export type Phrase = { [K in PhraseKind]: { p: K; x: PhraseParams[K] } }[PhraseKind];

/** A language's wording of a group of phrases: TypeScript requires every phrase of the group. */
export type Wording<P> = { [K in keyof P]: (x: P[K]) => string };

/** A step's narration before it is worded: what happened, and why it matters in this run. */
export interface Segments {
  what: Phrase[];
  why: Phrase[];
}

/** A phrase with its parameters (none for a phrase that takes none). */
export function ph<K extends PhraseKind>(
  p: K,
  ...x: None extends PhraseParams[K] ? [] : [PhraseParams[K]]
): Phrase {
  return { p, x: x[0] ?? {} } as Phrase;
}
