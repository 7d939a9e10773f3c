import type { ChapterId } from '../../scenario/chapters';
import type { StepKind } from '../../model/trace';
import { EN_PROBLEMS, type ProblemCatalog } from '../../scenario/problems';
import type { Plural } from './plural';

/** Parameters a narration template may use: `{name}` is replaced by params[name]. */
export type Params = Record<string, string | number>;

export interface Narration {
  /** What happened, one short sentence. */
  what: string;
  /** Why it matters for the outage. */
  why: string;
}

export interface Messages {
  appTitle: string;
  tagline: string;
  scenario: string;
  keyGroup: string;
  buggyKey: string;
  fixedKey: string;
  compare: string;
  language: string;
  theme: string;
  themeDark: string;
  themeLight: string;
  help: string;
  close: string;
  play: string;
  pause: string;
  prevEvent: string;
  nextEvent: string;
  prevChapter: string;
  nextChapter: string;
  speed: string;
  zoomIn: string;
  zoomOut: string;
  resetZoom: string;
  timeline: string;
  firstDivergence: string;
  noDivergence: string;
  step: string;
  of: string;
  chapters: Record<ChapterId, string>;
  kinds: Record<StepKind, Narration>;
  narration: string;
  upstream: string;
  inferred: string;
  keyInspector: string;
  keyInspectorHint: string;
  lookupPrefix: string;
  storedKey: string;
  matches: string;
  noMatch: string;
  stage: string;
  objects: string;
  diffAgainstPrevious: string;
  noChanges: string;
  terminals: string;
  shortcuts: string;
  shortcutList: [string, string][];
  status: {
    running: string;
    stopped: string;
    starting: string;
    connected: string;
    disconnected: string;
    crashloop: string;
    ok: string;
    rejected: string;
    gone: string;
    present: string;
    empty: string;
  };
  stageLabels: {
    controlPlane: string;
    etcd: string;
    lease: string;
    serviceController: string;
    services: string;
    slices: string;
    node: string;
    agent: string;
    watch: string;
    buffer: string;
    frontends: string;
    backends: string;
    bpf: string;
    client: string;
    cloudLb: string;
    lastConnect: string;
    noConnect: string;
  };
  compareBuggy: string;
  compareFixed: string;
  legend: string;
  share: {
    button: string;
    title: string;
    link: string;
    copy: string;
    copied: string;
    length: Plural;
    tooLong: string;
    download: string;
    open: string;
    embed: string;
    openFull: string;
    fileError: string;
    loaded: string;
    copyFailed: string;
  };
  gallery: { title: string; fires: string; safe: string; open: string };
  notices: { linkError: string; outcomeMismatch: string; dismiss: string; draftsQuarantined: Plural };
  transcript: string;
  editor: {
    button: string;
    title: string;
    services: string;
    slices: string;
    events: string;
    add: string;
    remove: string;
    addPort: string;
    collisions: string;
    noCollisions: string;
    collision: string;
    invalid: Plural;
    valid: string;
    exportJson: string;
    importJson: string;
    dragHint: string;
    savedLocally: string;
    notSavedFull: string;
    notSavedBlocked: string;
    downloadDraft: string;
    notEdited: string;
    eventType: string;
  };
  drafts: {
    region: string;
    offer: string;
    offerLive: string;
    earlierVersion: string;
    more: Plural;
    open: string;
    download: string;
    discard: string;
    replaced: string;
    replacedByFile: string;
    undo: string;
    crashed: string;
    crashDownload: string;
    crashDiscard: string;
  };
  problems: ProblemCatalog;
}

export const en: Messages = {
  appTitle: 'nonroutable',
  tagline: 'How clearing one EndpointSlice blackholed another Service in Cilium (cilium/cilium#43619)',
  scenario: 'Scenario',
  keyGroup: 'Key',
  buggyKey: 'Buggy key',
  fixedKey: 'Fixed key',
  compare: 'Compare',
  language: 'Language',
  theme: 'Theme',
  themeDark: 'Dark',
  themeLight: 'Light',
  help: 'Keyboard shortcuts',
  close: 'Close',
  play: 'Play',
  pause: 'Pause',
  prevEvent: 'Previous event',
  nextEvent: 'Next event',
  prevChapter: 'Previous chapter',
  nextChapter: 'Next chapter',
  speed: 'Speed',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Show all',
  timeline: 'Timeline',
  firstDivergence: 'Jump to first divergence',
  noDivergence: 'Both runs are identical',
  step: 'Step',
  of: 'of',
  chapters: {
    steady: 'Steady state',
    apiserverRestart: 'apiserver restart',
    sliceCleared: 'Slice cleared',
    prefixRelease: 'Prefix-matched release',
    sliceRestored: 'Slice restored',
    reReconciled: 'Victim re-reconciled',
    bpfEmptied: 'BPF entries emptied',
    connectFails: 'Connect fails',
    noRecovery: 'Agent cannot recover',
  },
  kinds: {
    agentStart: {
      what: 'cilium-agent {pod} starts (restart count: {restarts}).',
      why: 'Its statedb tables live in memory and start empty; the BPF maps in the kernel survive a restart.',
    },
    agentListed: {
      what: 'The agent reached the apiserver at {to} ({path}) and listed {services} Services and {slices} EndpointSlices.',
      why: 'Before the agent programs a VIP, traffic to it leaves the node and the cloud LB forwards it. That is how the agent could start the first time.',
    },
    agentConfigFailed: {
      what: 'The agent cannot reach the apiserver at {to}.',
      why: 'Its own apiserver address is a Service VIP that its BPF map now rejects.',
    },
    agentCrashLoop: {
      what: 'The agent gives up after a minute: {result} from {to}. Kubernetes restarts it after {backoff} ms.',
      why: 'A circular dependency: only the apiserver could repair the BPF entry, and the BPF entry blocks the way to the apiserver.',
    },
    kubectlWrite: {
      what: 'kubectl {verb} {object}.',
      why: 'A write to the apiserver; every watcher, including cilium-agent, receives it.',
    },
    apiserverRestart: {
      what: 'A cluster spec change replaces {replicas} apiserver replica(s), one by one.',
      why: 'Every replica that stops runs Stop() of the "kubernetes" Service controller and drops the watches it serves.',
    },
    replicaStop: {
      what: '{replica} stops: RemoveEndpoints deletes the lease {lease}.',
      why: 'All TKE replicas advertise the same address, so there is only one lease key: deleting it removes everyone.',
    },
    replicaStarted: {
      what: '{replica} is serving again.',
      why: 'A starting replica recreates the lease but refuses to write an empty endpoint list.',
    },
    sliceCleared: {
      what: '{replica} writes default/kubernetes with endpoints: null and ports: null.',
      why: 'A stopping controller is allowed to write an empty list. This write never reaches the audit log: the replica is shutting down.',
    },
    sliceRestored: {
      what: '{replica} reconciles: the lease is back and default/kubernetes → [{ips}].',
      why: 'Survivors re-run the reconcile every 10 s, so the empty state can last up to ~10 s: long enough to be processed on its own.',
    },
    watchEvent: {
      what: '{count} watch event(s) move from the work queue into the reflector buffer: {keys}.',
      why: 'The buffer is flushed on a fixed 500 ms tick. A clear and its restore inside one window would cancel out.',
    },
    watchDropped: {
      what: 'The watch through {replica} dropped.',
      why: 'A client must reconnect, through whatever path its apiserver address takes.',
    },
    watchReconnected: {
      what: 'The watch is re-established.',
      why: 'The service-controller re-reconciles every LoadBalancer Service after reconnecting; the agent resumes from its last resourceVersion.',
    },
    watchReconnectFailed: {
      what: 'The agent cannot re-establish its watch: connect to {to} → {result}.',
      why: 'The packet never leaves the node: the socket-LB hook rejects it because the VIP has no backends.',
    },
    bufferFlush: {
      what: 'The reflector flushes {keys} key(s) in one write transaction.',
      why: 'Each EndpointSlice change releases the addresses the slice no longer holds through backendRelease, a byte-prefix query.',
    },
    bpfReconcile: {
      what: 'The BPF reconciler programs {programmed} frontend(s).',
      why: 'It writes the master entry (slot 0, count) and one slot per backend. A count of 0 means every connect is rejected.',
    },
    lbReconcile: {
      what: 'service-controller: EnsuringLoadBalancer {service}.',
      why: 'Re-reconciling after a reconnect is normal. What it does next is the trigger.',
    },
    annotationPatch: {
      what: 'service-controller patches {service} with new sync-begin-time / sync-end-time annotations.',
      why: "An annotation change is a Service update: the agent refreshes that Service's frontends from the backends table.",
    },
    connect: {
      what: 'connect({to}) → {result}.',
      why: 'Socket-LB decides at connect(): count 0 → rejected on the node (EPERM on kernels < 5.18, "operation not permitted").',
    },
  },
  narration: 'Narration',
  upstream: 'Upstream code',
  inferred: 'inferred',
  keyInspector: 'Key inspector',
  keyInspectorHint: 'GetInstancesOfService(name) deletes every instance whose key starts with these bytes.',
  lookupPrefix: 'lookup prefix',
  storedKey: 'stored key',
  matches: 'matches: released too',
  noMatch: 'no match: kept',
  stage: 'Cluster stage',
  objects: 'Kubernetes objects',
  diffAgainstPrevious: 'Diff against the previous step',
  noChanges: 'No object changed at this step.',
  terminals: 'Command outputs',
  shortcuts: 'Keyboard shortcuts',
  shortcutList: [
    ['Space', 'Play / pause'],
    ['← / →', 'Previous / next event'],
    ['PageUp / PageDown', 'Previous / next event (presentation clickers)'],
    ['Shift + ← / →', 'Previous / next chapter'],
    ['Home / End', 'Start / end'],
    ['b', 'Toggle buggy / fixed key'],
    ['d', 'Jump to the first divergence'],
    ['?', 'Show this help'],
  ],
  status: {
    running: 'running',
    stopped: 'stopped',
    starting: 'starting',
    connected: 'connected',
    disconnected: 'disconnected',
    crashloop: 'CrashLoopBackOff',
    ok: 'ok',
    rejected: 'rejected',
    gone: 'gone',
    present: 'present',
    empty: 'empty',
  },
  stageLabels: {
    controlPlane: 'kube-apiserver',
    etcd: 'etcd',
    lease: 'lease',
    serviceController: 'service-controller',
    services: 'Services',
    slices: 'EndpointSlices',
    node: 'node',
    agent: 'cilium-agent',
    watch: 'watch',
    buffer: 'reflector buffer',
    frontends: 'frontends',
    backends: 'backends (instances)',
    bpf: 'BPF LB map',
    client: 'client on the node',
    cloudLb: 'cloud LB',
    lastConnect: 'last connect',
    noConnect: 'no connect yet',
  },
  compareBuggy: 'Buggy key',
  compareFixed: 'Fixed key',
  legend: 'Legend',
  share: {
    button: 'Share',
    title: 'Share this moment',
    link: 'Link to this scenario, key and moment',
    copy: 'Copy link',
    copied: 'Copied',
    length: { one: '{n} character', other: '{n} characters' },
    tooLong:
      'Longer than {limit} characters: chat apps may cut it. Share the scenario as a JSON file instead.',
    download: 'Download scenario (JSON)',
    open: 'Open scenario file…',
    embed: 'Embed in slides or a blog post',
    openFull: 'Open in nonroutable',
    fileError: 'The file {name} is not a scenario: {error}',
    loaded: 'Opened {name}.',
    copyFailed: 'Could not copy: select the link and press Ctrl+C',
  },
  transcript: 'Transcript (every event so far)',
  notices: {
    linkError: 'This link could not be opened: {detail} Showing the default scenario instead.',
    outcomeMismatch:
      "This link was made when the model ended “{title}” differently (outcome {expected}, today {now}). You are seeing what today's model does, not what the link's author saw.",
    dismiss: 'Dismiss',
    draftsQuarantined: {
      one: 'A draft saved in this browser could not be read and was set aside ({problem}). The editor is not affected.',
      other:
        '{n} drafts saved in this browser could not be read and were set aside (the first: {problem}). The editor is not affected.',
    },
  },
  gallery: {
    title: 'Scenarios',
    fires: 'the bug fires',
    safe: 'the bug does not fire',
    open: 'Open',
  },
  editor: {
    button: 'Edit',
    title: 'Scenario editor',
    services: 'Services',
    slices: 'EndpointSlices',
    events: 'Events',
    add: 'Add',
    remove: 'Remove',
    addPort: 'Add port',
    collisions: 'Collision check (buggy key)',
    noCollisions:
      'No pair of services both shares a backend and has one name as a byte-prefix of the other: the bug cannot fire here.',
    collision: 'releasing {a} also releases {b}: they share {shared}',
    invalid: {
      one: '{n} problem: the run shows the last valid version',
      other: '{n} problems: the run shows the last valid version',
    },
    valid: 'Valid: both key variants re-simulated',
    exportJson: 'Export JSON',
    importJson: 'Import JSON…',
    dragHint: 'Drag an event to move it in time',
    savedLocally: 'Draft saved in this browser',
    notSavedFull: "Not saved: this browser's storage is full.",
    notSavedBlocked: 'Not saved: this browser blocks storage.',
    downloadDraft: 'Download it',
    notEdited: 'No changes yet',
    eventType: 'type',
  },
  drafts: {
    region: 'Drafts',
    offer: 'A draft “{title}” ({when}) is kept in this browser.',
    offerLive: 'Another tab saved a newer draft “{title}” ({when}).',
    earlierVersion: 'from an earlier version',
    more: { one: 'and {n} more draft', other: 'and {n} more drafts' },
    open: 'Open it',
    download: 'Download',
    discard: 'Discard',
    replaced: 'Your draft “{title}” was replaced by “{by}”.',
    replacedByFile: 'Your draft “{title}” was replaced by the file {name}.',
    undo: 'Undo',
    crashed: 'The editor cannot show this draft: {error}',
    crashDownload: 'Download the draft',
    crashDiscard: 'Discard it and start again',
  },
  problems: EN_PROBLEMS,
};
