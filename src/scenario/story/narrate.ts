import type { L3n4Addr } from '../../model/l3n4Addr';
import { imGet } from '../../model/idMap';
import { pmGet } from '../../model/pmap';
import type { ServiceName } from '../../model/serviceName';
import { kubectlCommand } from '../../model/stepSummary';
import type { ClusterState, ConnectResult, Step, StepOf, Trace } from '../../model/trace';
import { analyzeTrace, isLost, roleAt, type CountDelta, type TraceAnalysis } from './analysis';
import { sliceMemoryFacts } from './sliceMemory';
import type {
  ConnectStory,
  CountGroup,
  InferredFact,
  Narrative,
  ReleaseStory,
  SourceNote,
} from './narrative';

/** What narration needs to know about the scenario besides the trace. */
export interface StoryInput {
  /** The agent's apiserver address (`ip:port/PROTO`), or null when it uses a direct address. */
  agentApiserver: L3n4Addr | null;
}

const cache = new WeakMap<Trace, Map<number, Narrative>>();

/** The apiserver's own Service, whose annotations the sources disagree about (docs/model.md §10). */
const APISERVER_SERVICE = 'default/kubernetes';

// Per slices table (states share it until a slice changes): each Service's endpoint addresses, sorted. Built
// once per table, so narrating a step that touches every Service stays linear in the slices.
const endpointsByService = new WeakMap<ClusterState['k8s']['slices'], Map<string, string[]>>();

/** The endpoint addresses a Service's EndpointSlices list in a state. */
function sliceEndpoints(state: ClusterState, service: ServiceName): string[] {
  const slices = state.k8s.slices;
  let index = endpointsByService.get(slices);
  if (!index) {
    const sets = new Map<string, Set<string>>();
    for (const s of Object.values(slices)) {
      const key = `${s.namespace}/${s.service}`;
      let set = sets.get(key);
      if (!set) sets.set(key, (set = new Set()));
      for (const ip of s.endpoints ?? []) set.add(ip);
    }
    index = new Map([...sets].map(([k, set]) => [k, [...set].sort()]));
    endpointsByService.set(slices, index);
  }
  return [...(index.get(service) ?? [])];
}

const firstNonRoutable = new WeakMap<Trace, number | null>();

/**
 * The run's first step that creates a BPF entry `cilium bpf lb list` flags `non-routable` (a ClusterIP or a
 * NodePort surrogate), or null: where the narration first says what that flag means.
 */
function firstNonRoutableStep(trace: Trace): number | null {
  let found = firstNonRoutable.get(trace);
  if (found !== undefined) return found;
  const a = analyzeTrace(trace);
  found = null;
  for (const s of trace.steps) {
    if (s.kind !== 'bpfReconcile') continue;
    const created = a.bpfDeltas[s.index]!.filter((d) => d.before === null && d.after !== null);
    if (created.some((d) => pmGet(s.state.bpf.services, d.address)?.nonRoutable)) {
      found = s.index;
      break;
    }
  }
  firstNonRoutable.set(trace, found);
  return found;
}

/** Groups count deltas by Service and resulting count (e.g. "kubernetes-intranet: 3 frontends → 0"). */
function groups(ds: CountDelta[], state: ClusterState, a: TraceAnalysis, index: number): CountGroup[] {
  const byKey = new Map<string, CountGroup>();
  for (const d of ds) {
    const k = `${d.service}|${d.before}|${d.after}`;
    let g = byKey.get(k);
    if (!g) {
      g = {
        service: d.service,
        addresses: [],
        before: d.before,
        after: d.after,
        victim: isLost(a, d.service, index),
        sliceEndpoints: sliceEndpoints(state, d.service),
      };
      byKey.set(k, g);
    }
    g.addresses.push(d.address);
  }
  return [...byKey.values()];
}

const lostGroups = (gs: CountGroup[]) => gs.filter((g) => g.before !== null && (g.after ?? 0) < g.before);
const regainedGroups = (gs: CountGroup[]) =>
  gs.filter((g) => g.before !== null && g.after !== null && g.after > g.before);

function frontendsOf(state: ClusterState, service: ServiceName) {
  const addrs = imGet(state.agent.tables.frontendsByService, service) ?? [];
  return addrs.flatMap((addr) => {
    const fe = pmGet(state.agent.tables.frontends, addr);
    return fe ? [fe] : [];
  });
}

function connectStory(step: Step, c: ConnectResult, a: TraceAnalysis, input: StoryInput): ConnectStory {
  const entry = pmGet(step.state.bpf.services, c.to);
  const frontendType =
    entry?.type ??
    (c.path === 'socket-lb' ? 'NodePort' : c.service ? step.state.k8s.services[c.service]?.type : undefined);
  const victim = !!c.service && roleAt(a, c.service, step.index) === 'victim';
  return {
    connect: c,
    ...(frontendType ? { frontendType } : {}),
    victim,
    staleButWorking: victim && c.result === 'ok',
    isAgentApiserver: input.agentApiserver === c.to,
  };
}

const errnoInferred = (c: ConnectResult): InferredFact[] =>
  c.result === 'EPERM' || c.result === 'EHOSTUNREACH' ? ['errnoByKernel'] : [];

/**
 * How the agent of one node's view met a clear and this restore: its first flush of the slice after the
 * clear either released the slice's addresses (it processed the empty state on its own: a tick fell in
 * between, or its watch dropped before the restore reached it) or released nothing (only the final state).
 */
function restoreIn(steps: readonly Step[], s: StepOf<'sliceRestored'>) {
  const clear = steps.findLast((x) => x.index < s.index && x.kind === 'sliceCleared');
  if (!clear) return { emptyForMs: null, processedAlone: null, damage: false, watchDropped: false };
  const key = `eps:${s.slice}`;
  const slice = clear.state.k8s.slices[s.slice];
  const owner = slice ? `${slice.namespace}/${slice.service}` : s.slice;
  const flush = steps.find((x) => x.index > clear.index && x.kind === 'bufferFlush' && x.keys.includes(key));
  const releases = flush?.releases.filter((r) => r.service === owner) ?? [];
  return {
    emptyForMs: s.at - clear.at,
    processedAlone: flush ? releases.length > 0 : null,
    damage: releases.some((r) => r.collateral.length > 0),
    watchDropped: steps
      .slice(clear.index + 1, s.index)
      .some((x) => x.kind === 'watchDropped' && x.client === 'agent'),
  };
}

/**
 * The restore's facts on node 0 and, with several nodes, on each of them: the control-plane step is in
 * every node's view at the same moment, and each agent met it with its own ticker phase.
 */
function restoreFacts(trace: Trace, s: StepOf<'sliceRestored'>) {
  const own = restoreIn(trace.steps, s);
  if (!trace.views) return own;
  const nodes = trace.views.flatMap((view, k) => {
    const same = view.find((x) => x.at === s.at && x.kind === 'sliceRestored' && x.replica === s.replica) as
      StepOf<'sliceRestored'> | undefined;
    const node = trace.nodes[k];
    if (!same || !node) return [];
    const { emptyForMs: _e, ...facts } = restoreIn(view, same);
    return [{ node: node.name, tickerPhaseMs: node.tickerPhaseMs, ...facts }];
  });
  return { ...own, nodes };
}

const firstTold = new WeakMap<Trace, number>();

/** The first watch event of a run that is not the initial list: the one whose narration explains the buffer. */
function firstToldEvent(trace: Trace): number {
  let i = firstTold.get(trace);
  if (i === undefined) {
    i = trace.steps.find((s) => s.kind === 'watchEvent' && s.queued.length <= 3)?.index ?? Infinity;
    firstTold.set(trace, i);
  }
  return i;
}

function releaseStory(state: ClusterState, r: Step['releases'][number]): ReleaseStory {
  return {
    backend: r.backend,
    released: r.service,
    prefixHex: r.prefixHex,
    shortcut: r.shortcut,
    removed: r.removed.map((x) => x.service),
    collateral: r.collateral,
    spared: r.spared,
    rowDeleted: r.rowDeleted,
    frozen: r.collateral.map((service) => {
      const fes = frontendsOf(state, service);
      return {
        service,
        addresses: fes.map((f) => f.address),
        backends: Math.max(0, ...fes.map((f) => f.backends.length)),
      };
    }),
  };
}

function build(trace: Trace, step: Step, input: StoryInput): Narrative {
  const a = analyzeTrace(trace);
  const base = { variant: trace.variant, inferred: [] as InferredFact[], sources: [] as SourceNote[] };
  const cs = (c: ConnectResult) => connectStory(step, c, a, input);
  const state = step.state;
  switch (step.kind) {
    case 'agentStart': {
      const api = input.agentApiserver;
      const apiEntry = api ? pmGet(state.bpf.services, api) : undefined;
      return {
        ...base,
        kind: 'agentStart',
        pod: step.pod,
        restarts: step.restarts,
        ...(step.replaces ? { replaces: step.replaces } : {}),
        keptEntries: state.bpf.services.size,
        blockedApi: apiEntry && apiEntry.backends.length === 0 ? apiEntry.frontend : null,
        ...(step.cause ? { cause: step.cause } : {}),
      };
    }
    case 'agentListed':
      return {
        ...base,
        kind: 'agentListed',
        c: cs(step.connect),
        services: step.services,
        slices: step.slices,
      };
    case 'agentCrashLoop': {
      const c = cs(step.connect);
      return {
        ...base,
        inferred: errnoInferred(step.connect),
        kind: 'agentCrashLoop',
        c,
        backoffMs: step.backoffMs,
        circular: c.isAgentApiserver && step.connect.cause === 'noBackends',
      };
    }
    case 'kubectlWrite': {
      const w = step.write;
      const svc = `${w.namespace}/${w.name}`;
      return {
        ...base,
        kind: 'kubectlWrite',
        write: w,
        command: kubectlCommand(w),
        role: w.resource === 'Service' && w.verb !== 'delete' ? roleAt(a, svc, step.index) : 'other',
      };
    }
    case 'apiserverRestart':
      return {
        ...base,
        // Only the whole-cluster replacement names a replica count.
        inferred: step.replica === undefined ? ['replicaCount'] : [],
        kind: 'apiserverRestart',
        replicas: step.replicas,
        ...(step.replica !== undefined ? { replica: step.replica } : {}),
      };
    case 'replicaStop':
      return {
        ...base,
        inferred: state.apiserver.replicas.length > 1 ? ['replicaCount'] : [],
        kind: 'replicaStop',
        replica: step.replica,
        lease: step.lease,
        replicas: state.apiserver.replicas.length,
      };
    case 'replicaStarted':
      return { ...base, kind: 'replicaStarted', replica: step.replica };
    case 'sliceCleared':
      return {
        ...base,
        inferred: ['auditLogGap'],
        kind: 'sliceCleared',
        replica: step.replica,
        slice: step.slice,
      };
    case 'sliceRestored':
      return {
        ...base,
        kind: 'sliceRestored',
        replica: step.replica,
        slice: step.slice,
        ips: step.ips,
        ...restoreFacts(trace, step),
      };
    case 'watchEvent':
      return {
        ...base,
        kind: 'watchEvent',
        services: step.queued.filter((k) => k.startsWith('svc:')).map((k) => k.slice(4)),
        slices: step.queued.filter((k) => k.startsWith('eps:')).map((k) => k.slice(4)),
        bufferKeys: step.bufferKeys.length,
        bufferTold: step.index > firstToldEvent(trace),
      };
    case 'watchDropped':
      return {
        ...base,
        kind: 'watchDropped',
        client: step.client,
        replica: step.replica,
        agentAddress: input.agentApiserver,
      };
    case 'watchReconnected':
      if (step.client === 'service-controller')
        return {
          ...base,
          kind: 'scReconnected',
          loadBalancers: step.loadBalancers,
          agentWatching: state.agent.watch.connected,
        };
      return {
        ...base,
        inferred: [step.relist ? 'relistAfterGone' : 'resumeNotRelist'],
        kind: 'agentReconnected',
        c: cs(step.connect),
        missed: step.missed,
        relist: !!step.relist,
        // Victims whose instance is gone at this moment: a resumed watch will not bring it back.
        stillLost: [...a.victims].filter((v) => isLost(a, v, step.index, true)),
      };
    case 'watchReconnectFailed': {
      const c = cs(step.connect);
      return {
        ...base,
        inferred: errnoInferred(step.connect),
        kind: 'watchReconnectFailed',
        c,
        circular: c.isAgentApiserver && step.connect.cause === 'noBackends',
      };
    }
    case 'bufferFlush': {
      const prev = trace.steps[step.index - 1]?.state;
      const gs = groups(a.frontendDeltas[step.index]!, state, a, step.index);
      return {
        ...base,
        inferred: step.releases.length ? ['sourcePriority'] : [],
        kind: 'bufferFlush',
        keys: step.keys.length,
        trigger: step.trigger,
        firstSync: !(prev?.agent.synced ?? false),
        services: step.keys.filter((k) => k.startsWith('svc:')).map((k) => k.slice(4)),
        endpointsOf: step.keys.filter((k) => k.startsWith('eps:')).map((k) => k.slice(4)),
        releases: step.releases.map((r) => releaseStory(state, r)),
        lost: lostGroups(gs),
        regained: regainedGroups(gs),
        stillLost: [...a.victims].filter(
          (v) => isLost(a, v, step.index) && !imGet(state.agent.tables.backendsByService, v)?.length,
        ),
        ...sliceMemoryFacts(trace, step, !(prev?.agent.synced ?? false), state),
      };
    }
    case 'bpfReconcile': {
      const ds = a.bpfDeltas[step.index]!;
      const gs = groups(
        ds.filter((d) => d.after !== null),
        state,
        a,
        step.index,
      );
      return {
        ...base,
        kind: 'bpfReconcile',
        programmed: step.programmed,
        created: ds.filter((d) => d.before === null && d.after !== null).length,
        createdAtNode: ds.filter(
          (d) => d.before === null && d.after !== null && pmGet(state.bpf.services, d.address)?.owner,
        ).length,
        firstNonRoutable: firstNonRoutableStep(trace) === step.index,
        lost: lostGroups(gs),
        regained: regainedGroups(gs),
        deleted: ds.filter((d) => d.after === null).map((d) => d.address),
      };
    }
    case 'lbReconcile':
      return { ...base, kind: 'lbReconcile', service: step.service };
    case 'annotationPatch': {
      const lost = a.lostAt.get(step.service);
      return {
        ...base,
        sources: step.service === APISERVER_SERVICE ? ['kubernetesServicePatched'] : [],
        kind: 'annotationPatch',
        service: step.service,
        role: roleAt(a, step.service, step.index),
        lostAtMs: lost === undefined ? null : trace.steps[lost]!.at,
        emptiedAtMs: emptiedBefore(trace, a, step.service, lost, step.index),
        agentWatching: state.agent.watch.connected,
      };
    }
    case 'connect': {
      const c = cs(step.connect);
      if (step.by === 'agentConfig')
        return { ...base, inferred: errnoInferred(step.connect), kind: 'agentConfigRetry', c };
      return { ...base, inferred: errnoInferred(step.connect), kind: 'connect', c };
    }
  }
}

/**
 * When a Service's frontends were refreshed to no backends, after it lost its instance and before `index`
 * (simulated ms), or null: a later update of a victim refreshes frontends that are already empty.
 */
function emptiedBefore(
  trace: Trace,
  a: TraceAnalysis,
  service: ServiceName,
  lost: number | undefined,
  index: number,
): number | null {
  if (lost === undefined) return null;
  for (let i = lost; i < index; i++)
    if (a.frontendDeltas[i]!.some((d) => d.service === service && d.after === 0 && (d.before ?? 0) > 0))
      return trace.steps[i]!.at;
  return null;
}

/** The narration facts of one step of a run (memoised per trace and step). */
export function narrate(trace: Trace, index: number, input: StoryInput): Narrative {
  let byStep = cache.get(trace);
  if (!byStep) cache.set(trace, (byStep = new Map()));
  let n = byStep.get(index);
  if (!n) byStep.set(index, (n = build(trace, trace.steps[index]!, input)));
  return n;
}
