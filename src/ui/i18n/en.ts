import type { HelpWords } from '../../scenario/command/help';
import { EN_PROBLEMS, type ProblemCatalog } from '../../scenario/problems';
import type { Plural } from './plural';
import type { ConnectCause } from '../../model/trace';
import type { ChapterId } from '../../scenario/story/chapters';
import { glossaryEn } from './glossary/en';
import type { GlossaryEntry } from './glossary/types';
import { phrasebookEn } from './narration/en';
import { narrationCatalog } from './narration/narrationCatalog';
import { tourEn } from './tour/en';
import { talksEn } from './talks/en';
import type { TalkWords } from '../../scenario/talk/shippedTalks';
import type { TourText } from './tour/types';
import type { ShowWords } from './show/types';
import { showEn } from './show/en';
import type { NarrationCatalog } from './narration/types';

/** Parameters a message template may use: `{name}` is replaced by params[name]. */
export type Params = Record<string, string | number>;

/** The scenario format's keys that the editor's fields are labelled with (they stay as they are: the file format). */
export type EditorFieldKey =
  | 'title'
  | 'summary'
  | 'namespace'
  | 'name'
  | 'type'
  | 'port'
  | 'port name'
  | 'protocol'
  | 'targetPort'
  | 'clusterIP'
  | 'loadBalancerIPs'
  | 'endpoints'
  | 'service'
  | 'at (ms)'
  | 'key'
  | 'value'
  | 'replica (empty = all)'
  | 'to'
  | 'client'
  | 'ciliumVersion';

/** Why a dropped or opened picture did not reopen a moment (src/ui/export/files/embeddedLink.ts). */
export type ExportProblem =
  | 'png-signature'
  | 'png-truncated'
  | 'png-crc'
  | 'png-no-link'
  | 'svg-not-svg'
  | 'svg-no-link'
  | 'link-no-hash'
  | 'link-bad'
  | 'too-large'
  | 'unreadable';

export interface Messages {
  appTitle: string;
  tagline: string;
  scenario: string;
  customScenario: string;
  /** A scenario's pinned Cilium release ({version}: `v1.18.8`), shown beside its title, and its tooltip. */
  ciliumRelease: string;
  ciliumReleaseTip: string;
  intro: {
    title: string;
    body: string[];
    play: string;
    tour: string;
    dismiss: string;
    /** The one line a first-time reader sees above a link that opens at a moment. */
    linkLead: string;
    /** Opens the three sentences from that line. */
    more: string;
  };
  /** Preset titles and summaries in this language (English uses the presets' own). */
  presets: Partial<Record<string, { title: string; summary: string }>>;
  keyGroup: string;
  buggyKey: string;
  fixedKey: string;
  buggyShort: string;
  fixedShort: string;
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
  pacing: { label: string; story: string; realtime: string; hint: { story: string; realtime: string } };
  zoomIn: string;
  zoomOut: string;
  resetZoom: string;
  /** The lanes toggle: one lane per actor or all events in one. */
  lanes: string;
  lanesHint: string;
  allEvents: string;
  timeline: string;
  timelineControls: string;
  firstDivergence: string;
  noDivergence: string;
  /** Punctuation around labels and notes: full-width in 中文. */
  punct: { colon: string; open: string; close: string };
  step: string;
  of: string;
  chapters: Record<ChapterId, string>;
  /** The story's narration, phrased from typed facts. */
  story: NarrationCatalog;
  release: {
    removed: string;
    /** A release that found no instance of its Service on the row (another Service's address, #43999). */
    removedNothing: string;
    rowDeleted: string;
    shortcut: string;
    prefixMatch: string;
    kept: string;
    /** A released instance still drawn after its release, until its Service's frontends are refreshed. */
    ghost: string;
  };
  narration: string;
  /** How fast a reader reads this language: the story keeps each narration on screen at least that long. */
  reading: { unit: 'word' | 'char'; perMinute: number };
  /** The story waits at a key moment until the reader continues. */
  storyWait: { button: string; hint: string };
  /** The phone's caption sheet: the narration docked above the transport while the story plays. */
  storyCaption: { label: string; more: string; less: string };
  tour: TourText;
  speaker: {
    current: string;
    onScreen: string;
    next: string;
    /** Said before what the next beat changes, its punctuation included (a full-width colon in 中文). */
    changes: string;
    sameMoment: string;
    end: string;
    elapsed: string;
    clock: string;
    left: string;
    over: string;
    start: string;
    pause: string;
    reset: string;
    smaller: string;
    larger: string;
    following: string;
    notFollowing: string;
    silent: string;
    noAudience: string;
    latency: string;
    black: string;
    white: string;
    prev: string;
    nextButton: string;
    controls: string;
    openAudience: string;
  };
  talks: Record<'incident' | 'minimal', TalkWords>;
  talkUi: {
    present: string;
    presentHint: string;
    exitPresent: string;
    speakerView: string;
    region: string;
    beatOf: string;
    notStarted: string;
    compareCaption: string;
    blanked: string;
    panel: string;
    addBeat: string;
    caption: string;
    note: string;
    moveUp: string;
    moveDown: string;
    remove: string;
    edit: string;
    reset: string;
    targetMinutes: string;
    custom: string;
    builtIn: string;
    fromChapters: string;
    go: string;
    focus: string;
    focusNames: { stage: string; narration: string; keyInspector: string };
    offline: string;
    offlineHint: string;
    talkMismatch: string;
  };
  glossary: { title: string; button: string; entries: GlossaryEntry[] };
  upstream: string;
  keyInspector: string;
  keyInspectorHint: string;
  lookupPrefix: string;
  storedKey: string;
  matches: string;
  noMatch: string;
  /** The key inspector's two names and what it says about their bytes. */
  keyCompare: {
    nameA: string;
    nameB: string;
    reset: string;
    invalid: string;
    prefixEnds: string;
    differ: string;
    priority: string;
  };
  stage: string;
  /** The filter box above a stage that folds rows away (large scenarios). */
  stageFilter: { label: string; placeholder: string; matches: Plural; none: string };
  objects: string;
  diffAgainstPrevious: string;
  noChanges: string;
  terminals: string;
  terminal: {
    changed: string;
    added: string;
    removed: string;
    showing: string;
    clear: string;
    /** A long output shows only the lines in view; `{n}` is its number of lines. */
    longOutput: string;
    /**
     * What an output is called on screen, where its name is not a command (a log): the page's heading and the
     * tour's "Look at". Its region keeps the name it has in every language (the output's own name).
     */
    names: Record<string, string>;
    /** The compare view's `cilium bpf lb list` of each run: what its region's name adds to the command. */
    compareBpf: { buggy: string; fixed: string };
  };

  shortcuts: string;
  /** Presentation, the speaker window and the keymap's help. */
  show: ShowWords;
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
    pending: string;
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
    noControlPlane: string;
    more: string;
    restarts: string;
    table: string;
    address: string;
    frontendCol: string;
    /** Why a frontend row shows "…" (its status is Pending). */
    pendingRow: string;
    /**
     * A table row's name: its address, type and Service, the frontend's and the BPF entry's backend counts
     * ({frontend}, {bpf}: "✓ 1", "✗ 0", "—"), {pending} (empty or " (pendingRow)"), {revNat} (empty or revNatId)
     * and {atNode} (empty or atNodeEntries).
     */
    rowTitle: string;
    revNatId: string;
    /** A NodePort row's entries at the node's addresses, folded into it ({addresses}). */
    atNodeEntries: string;
    bpfCol: string;
    /** Several nodes: the band's title, a card's status words and lines ({service}, {t}, {ms}). */
    nodes: string;
    nodeBroken: string;
    nodeHealthy: string;
    nodeBrokenWhy: string;
    nodeHealthyWhy: string;
    nodeTicks: string;
    nodeShownAbove: string;
  };
  causes: Record<ConnectCause, string>;
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
    /** A scenario too large for a link ({services} Services): kept in this browser, it travels as a file. */
    asFile: string;
    download: string;
    open: string;
    embed: string;
    openFull: string;
    fileError: string;
    loaded: string;
    copyFailed: string;
  };
  gallery: {
    title: string;
    fires: string;
    safe: string;
    open: string;
    /** A card's preview of one run ({run}): how many of its final BPF entries ({total}) have no backends ({empty}). */
    preview: string;
    /** One square of the preview: an entry and its backend count. */
    previewEntry: string;
  };
  notices: {
    linkError: string;
    /** A link cut off at its end, opened without its damaged last parameter ({detail}), the rest ({kept}). */
    linkTrimmed: string;
    /** The same, when the link has no outcome check left to compare against. */
    linkTrimmedUnchecked: string;
    /** The names of a link's parts (by parameter), as {kept} lists them. */
    linkParts: Record<string, string>;
    listSeparator: string;
    outcomeMismatch: string;
    dismiss: string;
    draftsQuarantined: Plural;
    simulationCancelled: string;
    simulationFailed: string;
  };
  /** A large scenario simulated off the page's thread: what is going on, how far, and how to stop it. */
  simulation: {
    region: string;
    /** A link being decompressed and checked (in a worker) before it can be simulated. */
    readingLink: string;
    opening: string;
    editing: string;
    size: string;
    running: string;
    progress: string;
    cancel: string;
    /** A view asked for while the run it needs is still being simulated (the other key's is shown). */
    pendingKey: string;
    pendingCompare: string;
    pendingRun: string;
    /** What presenting, a talk or an export shows until the other key's run is in. */
    pendingBoth: string;
  };
  transcript: string;
  /** The command bar: kubectl, cilium, helm, curl and a few shell tools typed against the model. */
  command: {
    region: string;
    label: string;
    run: string;
    hint: string;
    /** `{file}`: the file `kubectl apply -f` asked for (`-` for standard input). */
    yamlLabel: string;
    yamlStdin: string;
    apply: string;
    cancel: string;
    /** Tab's candidates when several remain. */
    candidates: string;
    /** The app's notes, one per kind (see Note in src/scenario/command/types.ts). */
    notes: {
      empty: string;
      quote: string;
      syntax: string;
      unknownCommand: string;
      notModelled: string;
      notModelledField: string;
      unknownSub: string;
      missingSub: string;
      unknownFlag: string;
      flagMissing: string;
      flagValue: string;
      flagAllowed: string;
      missingArg: string;
      extraArg: string;
      agentStarting: string;
      agentCrashLoop: string;
      agentReadyAt: string;
      agentNeverReady: string;
      settled: string;
      simulating: string;
      unchanged: string;
      imageNotModelled: string;
      invalidWrite: string;
      chainStopped: string;
      writeInSubstitution: string;
      yamlSaved: string;
      inputTooLarge: string;
    };
    /** Headings of `help`; each command's own text comes with its declaration. */
    helpWords: HelpWords;
  };
  editor: {
    /** What each field's key means, in the reader's language (shown beside the key when it says more). */
    fields: Record<EditorFieldKey, string>;
    button: string;
    title: string;
    services: string;
    slices: string;
    events: string;
    add: string;
    remove: string;
    addPort: string;
    /** A long list's filter; `{what}` is the list (Services, EndpointSlices). */
    filterRows: string;
    /** `{shown}` of `{total}` rows are on screen. */
    rowsShown: string;
    /** `{n}` more rows; `{hidden}` are not shown. */
    showMoreRows: string;
    collisions: string;
    noCollisions: string;
    collision: string;
    invalid: Plural;
    valid: string;
    /** Valid, but a large draft's re-simulation waits until typing pauses. */
    validWaiting: string;
    /** Valid, and being re-simulated off the page's thread (see the progress above the stage). */
    validSimulating: string;
    exportJson: string;
    importJson: string;
    dragHint: string;
    /** An event marker on the strip: {n} its number, {type} its type. */
    eventMarker: string;
    savedLocally: string;
    /** A large draft is simulated and saved once typing pauses. */
    pendingPause: string;
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
  /** The Export button and dialog, the page's drop target, and what is wrong with a dropped picture. */
  exporter: {
    button: string;
    drop: string;
    title: string;
    close: string;
    intro: string;
    pictureHeading: string;
    format: string;
    size: string;
    pixels: string;
    withCaption: string;
    withKeys: string;
    preview: string;
    download: string;
    saved: string;
    videoHeading: string;
    range: string;
    rangeRun: string;
    rangeChapter: string;
    rangeTalk: string;
    rangeFrom: string;
    fromBeat: string;
    toBeat: string;
    seconds: string;
    holdSeconds: string;
    mp4Unavailable: string;
    noWebCodecs: string;
    resolution: string;
    captions: string;
    captionModes: { burned: string; vtt: string; both: string; none: string };
    language: string;
    pacing: string;
    pacingStory: string;
    pacingReal: string;
    summary: string;
    gifNote: string;
    render: string;
    cancel: string;
    progress: string;
    finishing: string;
    cancelled: string;
    failed: string;
    done: string;
    downloadFile: string;
    problem: Record<ExportProblem, string>;
  };
}

export const en: Messages = {
  appTitle: 'nonroutable',
  tagline: 'How clearing one EndpointSlice blackholed another Service in Cilium (cilium/cilium#43619)',
  scenario: 'Scenario',
  customScenario: 'custom scenario',
  ciliumRelease: 'Cilium {version}',
  ciliumReleaseTip:
    'The agents run Cilium {version}: the reflector behaves as that release does (same-named EndpointSlices in two namespaces are kept apart from v1.18.8). The key switch still picks the BackendInstanceKey.',
  intro: {
    title: 'What happened, in three sentences',
    body: [
      'In January 2026 a Kubernetes cluster on Tencent Cloud went down: on every node the Cilium agent failed to reach its API server with “operation not permitted”.',
      "An API server restart briefly emptied the list of addresses behind the Service `default/kubernetes` (its EndpointSlice); Cilium then dropped that Service's backend, but it found what to drop by matching the start of the name, so it also dropped the backend of `default/kubernetes-intranet` — the Service the agents used to reach the API server.",
      'This page runs a model of the cluster, the API server and Cilium, and replays the incident with the buggy and with the fixed key: press Play to watch it, or take the tour to follow how it was investigated.',
    ],
    play: 'Play the story',
    tour: 'Take the tour',
    dismiss: 'Got it',
    linkLead: 'New here? This link opens one moment of a replayed Kubernetes + Cilium outage.',
    more: 'What happened',
  },
  presets: {},
  keyGroup: 'Key',
  buggyKey: 'Buggy key',
  fixedKey: 'Fixed key',
  buggyShort: 'Buggy',
  fixedShort: 'Fixed',
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
  pacing: {
    label: 'Pacing',
    story: 'Story',
    realtime: 'Real time',
    hint: {
      story:
        'Play moves beat by beat: every narration stays on screen long enough to read, and the story waits for you at the key moments',
      realtime: 'Play moves in proportion to simulated time (steps 1 ms apart pass in a blink)',
    },
  },
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Show all',
  lanes: 'Lanes',
  lanesHint: 'One lane per actor, or every event in one lane (less height for the stage)',
  allEvents: 'all events',
  timeline: 'Timeline',
  timelineControls: 'Timeline controls',
  firstDivergence: 'Jump to first divergence',
  noDivergence: 'Both runs are identical',
  punct: { colon: ': ', open: ' (', close: ')' },
  step: 'Step',
  of: 'of',
  chapters: {
    steady: 'Steady state',
    apiserverRestart: 'apiserver restart',
    sliceCleared: 'Slice cleared',
    prefixRelease: 'Prefix-matched release',
    exactRelease: 'Exact release',
    sliceRestored: 'Slice restored',
    victimRefreshed: 'Victim re-reconciled',
    refreshedIntact: 'Refreshed, backends intact',
    bpfEmptied: 'BPF entries emptied',
    connectFails: 'Connect fails',
    connectWorks: 'Connect still works',
    noRecovery: 'Agent cannot recover',
  },
  story: narrationCatalog(phrasebookEn),
  release: {
    removed: 'removed',
    removedNothing: 'removed nothing (the row holds no instance of this Service)',
    rowDeleted: 'row deleted',
    shortcut: 'Len()==1 shortcut',
    prefixMatch: 'prefix match',
    kept: 'kept',
    ghost: 'released at {at} s by prefix match',
  },
  narration: 'Narration',
  reading: { unit: 'word', perMinute: 230 },
  storyCaption: { label: 'Story caption', more: 'More', less: 'Less' },
  storyWait: {
    button: 'Continue',
    hint: 'The story waits here for you. Continue when you have read it (Space, → or Enter).',
  },
  tour: tourEn,
  speaker: {
    current: 'Now',
    onScreen: 'On screen',
    next: 'Next',
    changes: 'What changes: ',
    sameMoment: 'Same moment; the screen shows:',
    end: 'That was the last beat.',
    elapsed: 'Elapsed',
    clock: 'Wall clock',
    left: '{t} left',
    over: '{t} over time',
    start: 'Start timer',
    pause: 'Pause timer',
    reset: 'Reset timer',
    smaller: 'Smaller notes',
    larger: 'Larger notes',
    following: 'Audience: beat {n} · {view} · {age} s ago',
    notFollowing: 'Audience not following: it shows beat {n} · {view}',
    silent: 'Audience not following: no answer for {s} s (is the window open?)',
    noAudience: 'No audience window has answered yet: open one, or present from the main window',
    latency: 'acknowledged in {ms} ms (p95 {p95} ms)',
    black: 'Black screen',
    white: 'White screen',
    prev: 'Previous beat',
    nextButton: 'Next beat',
    controls: 'Presenter controls',
    openAudience: 'Open audience window',
  },
  talks: talksEn,
  talkUi: {
    present: 'Present',
    presentHint: 'Present the talk full screen (F5); PageDown / → for the next beat, b to black the screen',
    exitPresent: 'Leave presentation',
    speakerView: 'Speaker view',
    region: 'Presentation',
    beatOf: 'Beat {n} of {total}',
    notStarted: 'Press → or PageDown to start',
    compareCaption: 'Buggy key (top) and fixed key (bottom) at the same moment.',
    blanked: 'Screen blanked: press any key to resume',
    panel: 'Talk',
    addBeat: 'Add this moment as a beat',
    caption: 'Caption',
    note: 'Speaker note',
    moveUp: 'Move up',
    moveDown: 'Move down',
    remove: 'Delete',
    edit: 'Edit this talk',
    reset: 'Back to the built-in talk',
    targetMinutes: 'Target length (minutes)',
    custom: 'your talk',
    builtIn: 'built-in talk',
    fromChapters: 'made from the chapters',
    go: 'Go to this beat',
    focus: 'Shows',
    focusNames: { stage: 'stage', narration: 'narration', keyInspector: 'key inspector' },
    offline: 'Download offline copy',
    offlineHint: 'One HTML file that runs without a network, with this talk inside',
    talkMismatch:
      'This talk was made with a model that placed beats {beats} elsewhere; they open at the nearest moment.',
  },
  glossary: { title: 'Glossary', button: 'Glossary', entries: glossaryEn },
  upstream: 'Upstream code',
  keyInspector: 'Key inspector',
  keyInspectorHint: 'GetInstancesOfService(name) deletes every instance whose key starts with these bytes.',
  lookupPrefix: 'lookup prefix',
  storedKey: 'stored key',
  matches: 'taken: released too',
  noMatch: 'kept: no match',
  keyCompare: {
    nameA: 'Name A',
    nameB: 'Name B',
    reset: '↺ The scenario’s pair',
    invalid: '{field}: write a Service as namespace/name, e.g. payments/api.',
    prefixEnds: 'All {n} bytes of the prefix match the start of the stored key: the release takes it.',
    differ: 'Byte {at} differs: {a} in the prefix, {b} in the stored key: no match.',
    priority:
      'Stored keys end in 20 04: the agent stores the Kubernetes source as priority 4 (the write-up says 0); lookups use 0, so the outcome is the same.',
  },
  stage: 'Cluster stage',
  stageFilter: {
    label: 'Filter services',
    placeholder: 'namespace/name contains…',
    matches: { one: '{n} of {total} Services matches', other: '{n} of {total} Services match' },
    none: 'No Service matches “{q}”: the stage shows none.',
  },
  objects: 'Kubernetes objects',
  diffAgainstPrevious: 'Diff against the previous step',
  noChanges: 'No object changed at this step.',
  terminals: 'Command outputs',
  terminal: {
    changed: 'changed',
    added: 'new',
    removed: 'removed',
    showing: 'Lines about',
    clear: 'clear',
    longOutput: '{n} lines; only those in view are shown, scroll for more.',
    names: {},
    compareBpf: { buggy: ' (buggy)', fixed: ' (fixed)' },
  },
  shortcuts: 'Keyboard shortcuts',
  show: showEn,
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
    pending: 'Pending',
  },
  causes: {
    routed: 'socket-LB → backend',
    noBackends: 'socket-LB: count 0, rejected',
    backendDown: 'nothing serving',
    viaCloudLb: 'via the cloud LB',
    cloudLbNoEndpoints: 'cloud LB: no endpoint',
    notRouted: 'ClusterIP not routed',
    direct: 'plain routing',
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
    noControlPlane: 'control plane (not modelled)',
    more: '+{n} more',
    restarts: 'restarts: {n}',
    table: 'frontends → BPF LB map',
    address: 'address',
    pendingRow: 'pending: the BPF reconciler has not written this frontend yet',
    rowTitle: '{address} {type} {service}: frontend {frontend}{pending} · BPF {bpf}{revNat}{atNode}',
    revNatId: ' rev-NAT {n}',
    atNodeEntries: ' · also at {addresses}: the same slots at each node address, flagged [NodePort]',
    frontendCol: 'frontend',
    bpfCol: 'BPF',
    nodes: 'nodes — each agent flushes on its own 500 ms tick',
    nodeBroken: 'broken',
    nodeHealthy: 'healthy',
    nodeBrokenWhy: '{service}: 0 backends since {t}',
    nodeHealthyWhy: '{service} keeps its backends',
    nodeTicks: 'ticks at …{ms} ms',
    nodeShownAbove: 'shown above',
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
    asFile:
      'This scenario ({services} Services) is too large for a link, so it travels as a file: download it below and send the file. The link here opens it only in this browser, which keeps a copy.',
    download: 'Download scenario (JSON)',
    open: 'Open scenario or exported picture…',
    embed: 'Embed in slides or a blog post',
    openFull: 'Open in nonroutable',
    fileError: 'The file {name} is not a scenario: {error}',
    loaded: 'Opened {name}.',
    copyFailed: 'Could not copy: select the link and press Ctrl+C',
  },
  transcript: 'Transcript (every event so far)',
  notices: {
    linkError: 'This link could not be opened: {detail} Showing the default scenario instead.',
    linkTrimmed:
      'This link looks cut off at its end: {detail} Only that part was left out; the rest opened as shared ({kept}).',
    linkTrimmedUnchecked:
      "This link looks cut off at its end: {detail} Only that part was left out; the rest opened as shared ({kept}). Without its outcome check, whether today's model ends this scenario as the link's author saw could not be checked.",
    linkParts: {
      p: 'scenario',
      c: 'scenario',
      m: 'key',
      t: 'moment',
      l: 'language',
      th: 'theme',
      e: 'embedded view',
      tr: 'tour stop',
      lab: 'lab',
      tk: 'talk',
      pr: 'presentation',
      b: 'beat',
      sv: 'speaker view',
      ps: 'presenter session',
      o: 'outcome check',
    },
    listSeparator: ', ',
    outcomeMismatch:
      "This link was made when the model ended “{title}” differently (outcome {expected}, today {now}). You are seeing what today's model does, not what the link's author saw.",
    dismiss: 'Dismiss',
    draftsQuarantined: {
      one: 'A draft saved in this browser could not be read and was set aside ({problem}). The editor is not affected.',
      other:
        '{n} drafts saved in this browser could not be read and were set aside (the first: {problem}). The editor is not affected.',
    },
    simulationCancelled: 'Stopped simulating “{title}”. Still showing “{showing}”.',
    simulationFailed: '“{title}” could not be simulated ({detail}). Still showing “{showing}”.',
  },
  simulation: {
    region: 'Simulation',
    readingLink: 'Reading the link…',
    opening: 'Opening “{title}”',
    editing: 'Re-simulating your edit of “{title}”',
    size: '{services} Services, {slices} EndpointSlices',
    running: 'simulating with the buggy and the fixed key at once',
    progress: 'Simulation progress',
    cancel: 'Cancel',
    pendingKey: '{key}: its run is still being simulated. It opens here as soon as it is in.',
    pendingCompare:
      'Compare needs the run with the other key ({key}), which is still being simulated. It opens here as soon as it is in.',
    pendingRun: 'Simulation progress ({key})',
    pendingBoth: 'This needs both runs; the one with the other key ({key}) is still being simulated.',
  },
  gallery: {
    title: 'Scenarios',
    fires: 'the bug fires',
    safe: 'the bug does not fire',
    open: 'Open',
    preview: '{run}: {empty} of {total} BPF entries have no backends',
    previewEntry: '{frontend}: count {n}',
  },
  command: {
    region: 'Command line',
    label: 'Command',
    run: 'Run',
    hint: 'Type or paste what the write-up typed (kubectl, cilium, helm, curl, grep…); it runs against the model at the playhead. Enter runs; a here-document or an open quote goes on to the next line (Shift+Enter adds one). Tab completes, ↑ and ↓ recall, help lists what is understood.',
    yamlLabel: 'YAML for {file} (saved in this session’s files)',
    yamlStdin: 'YAML for kubectl apply -f -',
    apply: 'Apply',
    cancel: 'Cancel',
    candidates: 'Completions:',
    notes: {
      empty: 'Type a command, or help.',
      quote: 'A quote or a $( is not closed.',
      syntax: 'Syntax error near “{near}”.',
      unknownCommand:
        '“{word}” is not a command here. The model speaks kubectl, cilium, helm, curl and a few shell tools (grep, head, tail, wc, sort, cat, ls): type help.',
      notModelled:
        '“{what}” is real, but the model does not simulate it: it models Services, EndpointSlices, the apiserver replicas, the Cilium agent’s load-balancing tables and its BPF maps.',
      notModelledField:
        '{what}: the model does not honour “{field}”. It keeps a Service’s type, ports, ClusterIP and annotations, and an EndpointSlice’s endpoints and ports.',
      unknownSub: '“{word}” is not understood after “{command}”, which takes: {known}.',
      missingSub: '“{command}” needs one of: {known}.',
      unknownFlag: '{command}: unknown option “{flag}” (type {command} --help).',
      flagMissing: '{command}: the option “{flag}” needs a value.',
      flagValue: '{command}: “{value}” is not a value of “{flag}”.',
      flagAllowed: '{command}: “{value}” is not a value of “{flag}”, which takes {allowed}.',
      missingArg: '{command}: {arg} is missing. Usage: {usage}',
      extraArg: '{command}: “{value}” is not understood here. Usage: {usage}',
      agentStarting:
        'The agent on {pod} is not running at the playhead: its config init container is still trying to reach the apiserver.',
      agentCrashLoop: 'The agent on {pod} is not running at the playhead: its pod is in CrashLoopBackOff.',
      agentReadyAt: 'It is up at {at}: move the playhead there and run the command again.',
      agentNeverReady: 'It does not come up again within this run.',
      settled:
        'The change is an event at {at}: both keys were re-simulated and the playhead moved to {to}, after the agent’s next flush and BPF programming.',
      simulating:
        'The change is an event at the playhead. Both keys are being re-simulated ({services} Services; see the progress above); the playhead moves to where its effects settled when that is done.',
      unchanged: 'Nothing was written, so no watcher hears of it: the run is unchanged.',
      imageNotModelled:
        'The agent pods are recreated, as a rollout would; what the pod template changed (an image, an environment variable) is not modelled.',
      invalidWrite: 'The scenario refused the change: {detail}',
      chainStopped: 'The rest of the line did not run: it would read the state before the new run is ready.',
      writeInSubstitution: 'A write inside $(…) is not run: “{command}”.',
      yamlSaved: 'Saved {file} in this session’s files.',
      inputTooLarge: 'Not run: the input is {size} characters; at most {limit} are read at once.',
    },
    helpWords: {
      groups: {
        read: 'Reads (what the panels show at the playhead):',
        write: 'Writes (an event at the playhead, then both keys are re-simulated):',
        files: 'Files of this session (never in a link):',
        text: 'Text tools, after a pipe:',
        app: 'The app’s own:',
      },
      options: 'Options:',
      programOptions: 'Options of every sub-command:',
      examples: 'Examples:',
      notModelled: 'Real, but not modelled:',
      unknown: 'No command “{words}” here: type help for the list.',
      footer:
        "Pipes (|), && and ; join commands; $(date +%s) is the simulated clock; cat <<'EOF' > FILE writes a file. help COMMAND or COMMAND --help shows one command.",
    },
  },
  editor: {
    // The keys are English words already: the editor shows them alone.
    fields: {
      title: 'title',
      summary: 'summary',
      namespace: 'namespace',
      name: 'name',
      type: 'type',
      port: 'port',
      'port name': 'port name',
      protocol: 'protocol',
      targetPort: 'targetPort',
      clusterIP: 'clusterIP',
      loadBalancerIPs: 'loadBalancerIPs',
      endpoints: 'endpoints',
      service: 'service',
      'at (ms)': 'at (ms)',
      key: 'key',
      value: 'value',
      'replica (empty = all)': 'replica (empty = all)',
      to: 'to',
      client: 'client',
      ciliumVersion: 'ciliumVersion',
    },
    button: 'Edit',
    title: 'Scenario editor',
    services: 'Services',
    slices: 'EndpointSlices',
    events: 'Events',
    add: 'Add',
    remove: 'Remove',
    addPort: 'Add port',
    filterRows: 'Filter {what}',
    rowsShown: '{shown} of {total} shown',
    showMoreRows: 'Show {n} more ({hidden} not shown)',
    collisions: 'Collision check (buggy key)',
    noCollisions:
      'No pair of services both shares a backend and has one name as a byte-prefix of the other: the bug cannot fire here.',
    collision: 'releasing {a} also releases {b}: they share {shared}',
    invalid: {
      one: '{n} problem: the run shows the last valid version',
      other: '{n} problems: the run shows the last valid version',
    },
    valid: 'Valid: both key variants re-simulated',
    validWaiting: 'Valid: not simulated yet',
    validSimulating: 'Valid: re-simulating both key variants…',
    exportJson: 'Export JSON',
    importJson: 'Import JSON…',
    dragHint: 'Drag an event to move it in time, or focus it and press ← →; Enter goes to its fields',
    eventMarker: 'Event {n}: {type}',
    savedLocally: 'Draft saved in this browser',
    pendingPause: 'Large scenario: simulated and saved when you pause typing…',
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
  exporter: {
    button: 'Export',
    drop: 'Drop a PNG, SVG or scenario JSON file to open it',
    title: 'Export',
    close: 'Close',
    intro:
      'Pictures and videos are drawn from the model step by step, not recorded from the screen. Pictures carry their share link: drop one onto the app (or open it from Share) to come back to this moment.',
    pictureHeading: 'Picture of this moment',
    format: 'Format',
    size: 'Size',
    pixels: '{w} × {h} px',
    withCaption: 'Narration beside the stage',
    withKeys: 'Key bytes beside the stage',
    preview: 'Preview of the picture',
    download: 'Download {format}',
    saved: 'Saved {name} ({size}).',
    videoHeading: 'Video or GIF of a range',
    range: 'Range',
    rangeRun: 'The whole run',
    rangeChapter: 'Chapter {n}: {title}',
    rangeTalk: 'Beats of the talk',
    rangeFrom: 'From this moment',
    fromBeat: 'From beat',
    toBeat: 'To beat',
    seconds: 'Length (seconds)',
    holdSeconds: 'Seconds per beat',
    mp4Unavailable: 'MP4 needs an H.264 encoder, and this browser offers none.',
    noWebCodecs: 'This browser cannot encode video (no WebCodecs). GIF still works.',
    resolution: 'Resolution',
    captions: 'Captions',
    captionModes: {
      burned: 'Burned into the picture',
      vtt: 'WebVTT file and subtitle track',
      both: 'Both',
      none: 'None',
    },
    language: 'Language',
    pacing: 'Pacing',
    pacingStory: 'Story (readable pauses)',
    pacingReal: 'Real time × {speed}',
    summary: '{seconds} s · {frames} frames at {fps} fps · {w} × {h}',
    gifNote: 'GIF plays at 10 frames per second; identical frames are merged into one.',
    render: 'Render {format}',
    cancel: 'Cancel',
    progress: 'Rendering frame {done} of {total}',
    finishing: 'Writing the file…',
    cancelled: 'Cancelled; nothing was saved.',
    failed: 'The export failed: {error}',
    done: 'Rendered {frames} frames ({drawn} distinct) in {seconds} s.',
    downloadFile: 'Download {name} ({size})',
    problem: {
      'png-signature': '{name} is not a PNG file: its first 8 bytes are not the PNG signature.',
      'png-truncated':
        '{name} is cut short: it ends inside the “{chunk}” chunk that starts at byte {offset}.',
      'png-crc': '{name} is damaged: the “{chunk}” chunk at byte {offset} fails its CRC check.',
      'png-no-link':
        '{name} holds no nonroutable link (no iTXt chunk “nonroutable-link”): it was not exported by nonroutable, or a program removed its text chunks.',
      'svg-not-svg': '{name} is not an SVG file: it has no <svg> element.',
      'svg-no-link':
        '{name} holds no nonroutable link in its <metadata>: it was not exported by nonroutable, or an editor removed the metadata.',
      'link-no-hash': 'The link inside {name} (“{link}”) has no # part, so it names no moment.',
      'link-bad': 'The link inside {name} is damaged: {detail}',
      'too-large': '{name} is {bytes} bytes; pictures over 64 MB are not read.',
      unreadable: '{name} could not be read: {detail}',
    },
  },
};
