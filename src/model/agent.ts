import { anyReplicaRunning, pickReplica } from './apiserver';
import type { Sim } from './engine';
import { emptyTables } from './tables';
import { emptyIdMap } from './idMap';
import { connect, errnoText } from './socketLb';
import type { AgentRestartCause, AgentState, ConnectResult, SlogLine } from './trace';
import { parseL3n4Addr } from './l3n4Addr';
import { goDuration } from './wallClock';
import { keysChangedBetween } from './record';
import { flatString } from './flatString';
import { createPrng, hashString } from './prng';

const hasOwn = (rec: object, key: string) => Object.hasOwn(rec, key);

/** The agent's config step retries every 5 s and gives up after a minute (the write-up's logs). */
export const CONFIG_RETRY_MS = 5_000;
export const CONFIG_TIMEOUT_MS = 60_000;

const K8S_CLIENT: [string, string][] = [
  ['subsys', 'cilium-dbg'],
  ['module', 'k8s-client'],
];

export function initialAgent(pod: string): AgentState {
  return {
    phase: 'starting',
    restarts: 0,
    pod,
    watch: { connected: false, replica: null },
    synced: false,
    queue: [],
    store: { services: {}, slices: {} },
    buffer: [],
    bufferEvents: 0,
    currentEndpoints: emptyIdMap(),
    sliceOwners: emptyIdMap(),
    tables: emptyTables(),
    healthy: false,
  };
}

/**
 * The address the current node's agent is configured with: the one a `helm upgrade` gave its pod, else the
 * scenario's (every node's agent starts with the same).
 */
function agentAddress(sim: Sim): string | null {
  return sim.state.agent.apiserverAddress ?? sim.input.agent.apiserverAddress;
}

/** The agent's apiserver URL. */
function apiURL(sim: Sim): string {
  const a = agentAddress(sim);
  const p = a ? parseL3n4Addr(a) : undefined;
  if (p) return `https://${p.ip}:${p.port}`;
  const api = sim.input.apiserver;
  return api ? `https://${api.advertiseAddress}:${api.port}` : 'https://kubernetes.default.svc';
}

/** The agent's own connection to the apiserver: through the socket-LB when it uses a service VIP. */
function dialApiserver(sim: Sim): ConnectResult {
  const to = agentAddress(sim);
  if (to) return connect(sim, to, 'cilium-agent');
  const ok = !sim.input.apiserver || anyReplicaRunning(sim);
  const api = sim.input.apiserver;
  const target = api ? `${api.advertiseAddress}:${api.port}/TCP` : 'apiserver (direct)';
  return {
    at: sim.now,
    client: 'cilium-agent',
    to: target,
    result: ok ? 'ok' : 'ECONNREFUSED',
    path: 'direct',
    cause: ok ? 'direct' : 'backendDown',
  };
}

function dialError(sim: Sim, path: string, r: ConnectResult): string {
  const host = apiURL(sim).slice(8);
  return `Get "${apiURL(sim)}${path}": dial tcp ${host}: connect: ${errnoText(r.result)}`;
}

function line(sim: Sim, level: SlogLine['level'], msg: string, attrs: [string, string][]): SlogLine {
  return { at: sim.now, level, msg, attrs };
}

/** A line of the pod's `config` init container (`cilium-dbg build-config`). */
function configLine(sim: Sim, level: SlogLine['level'], msg: string, attrs: [string, string][]): SlogLine {
  return { ...line(sim, level, msg, attrs), container: 'config' };
}

/** The characters of a generated name's suffix (Kubernetes' `utilrand.String`: no vowels, no 0, 1 or 3). */
export const POD_SUFFIX_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789';

/**
 * The name of the pod a DaemonSet rollout creates in place of `old`: the DaemonSet's `generateName` (the old
 * name up to its last `-`) and five characters from Kubernetes' suffix alphabet, drawn from a PRNG seeded by the
 * scenario's seed, the old name and the moment, so every run of a scenario names it the same (and the model's
 * own PRNG, which picks replicas and backend slots, is not advanced).
 */
export function rolloutPodName(seed: number, old: string, at: number): string {
  const dash = old.lastIndexOf('-');
  const prefix = dash > 0 ? old.slice(0, dash + 1) : `${old}-`;
  const rand = createPrng(seed ^ hashString(`${old}@${at}`));
  for (;;) {
    let suffix = '';
    for (let i = 0; i < 5; i++)
      suffix += POD_SUFFIX_ALPHABET[Math.floor(rand() * POD_SUFFIX_ALPHABET.length)];
    if (prefix + suffix !== old) return prefix + suffix;
  }
}

/**
 * The current node's agent (re)starts: in-memory tables are empty again, the BPF maps survive. A process restart
 * (the crash loop's back-off) keeps the pod and counts a restart; `recreate` (a DaemonSet rollout: `helm upgrade`,
 * `rollout restart`) deletes the pod and creates a new one with a new name and no restarts.
 * `apiserverAddress` (`ip:port/TCP`): the address a `helm upgrade` configured; the pod keeps it through later
 * restarts (it is in the DaemonSet's pod template).
 */
export function agentStart(sim: Sim, cause?: AgentRestartCause, apiserverAddress?: string, recreate = false) {
  const prev = sim.state.agent;
  const first = prev.phase === 'starting' && prev.restarts === 0 && !sim.steps.some(isAgentStart);
  const replaced = recreate && !first;
  const pod = replaced ? rolloutPodName(sim.input.seed, prev.pod, sim.now) : prev.pod;
  const restarts = first || replaced ? 0 : prev.restarts + 1;
  const address = apiserverAddress ?? prev.apiserverAddress;
  sim.set('agent', {
    ...initialAgent(pod),
    restarts,
    ...(address !== undefined ? { apiserverAddress: address } : {}),
  });
  sim.record('cilium-agent', {
    kind: 'agentStart',
    pod,
    restarts,
    ...(replaced ? { replaces: prev.pod } : {}),
    ...(cause && !first ? { cause } : {}),
    ...(apiserverAddress !== undefined ? { apiserverAddress } : {}),
  });
  sim.schedule(sim.now + 200, {
    t: 'agentConfigAttempt',
    attempt: 0,
    startedAt: sim.now + 200,
    node: sim.current,
  });
}

const isAgentStart = (s: { kind: string }) => s.kind === 'agentStart';

/** One try of the config step to reach the apiserver; success lists everything and starts the watch. */
export function agentConfigAttempt(sim: Sim, attempt: number, startedAt: number) {
  if (sim.state.agent.phase === 'running') return;
  sim.emit(
    'agentLog',
    configLine(sim, 'info', 'Establishing connection to apiserver', [...K8S_CLIENT, ['ipAddr', apiURL(sim)]]),
  );
  const r = dialApiserver(sim);
  sim.emit('connects', r);
  if (r.result === 'ok') {
    listAndWatch(sim, r);
    return;
  }
  if (sim.now + CONFIG_RETRY_MS - startedAt <= CONFIG_TIMEOUT_MS) {
    sim.record('cilium-agent', { kind: 'connect', by: 'agentConfig', connect: r });
    sim.schedule(sim.now + CONFIG_RETRY_MS, {
      t: 'agentConfigAttempt',
      attempt: attempt + 1,
      startedAt,
      node: sim.current,
    });
    return;
  }
  const err = dialError(sim, '/api/v1/namespaces/kube-system', r);
  // The hive began starting 200 ms before the first try (pod start to the k8s-client start hook).
  const dur = goDuration(sim.now - startedAt + 200);
  const dbg: [string, string] = ['subsys', 'cilium-dbg'];
  sim.emit(
    'agentLog',
    configLine(sim, 'error', 'Unable to contact k8s api-server', [
      ...K8S_CLIENT,
      ['ipAddr', apiURL(sim)],
      ['error', err],
    ]),
    configLine(sim, 'error', 'Start hook failed', [
      dbg,
      ['function', 'client.(*compositeClientset).onStart (k8s-client)'],
      ['error', err],
    ]),
    configLine(sim, 'error', 'Failed to start hive', [dbg, ['error', err], ['duration', dur]]),
    // The config container then stops its hive and exits; cobra prints the error outside the logger.
    configLine(sim, 'info', 'Stopping hive', [dbg]),
    configLine(sim, 'info', 'Stopped hive', [dbg, ['duration', '48.517µs']]),
    { ...configLine(sim, 'error', `Error: Build config failed: failed to start: ${err}`, []), raw: true },
  );
  const agent = sim.state.agent;
  const backoff = Math.min(300_000, 10_000 * 2 ** Math.max(0, agent.restarts - 1));
  sim.emit('events', {
    at: sim.now,
    namespace: 'kube-system',
    type: 'Warning',
    reason: 'BackOff',
    object: `pod/${agent.pod}`,
    source: 'kubelet',
    message: `Back-off restarting failed container config in pod ${agent.pod}_kube-system`,
  });
  sim.set('agent', { ...agent, phase: 'crashloop' });
  sim.record('cilium-agent', {
    kind: 'agentCrashLoop',
    connect: r,
    backoffMs: backoff,
    restarts: agent.restarts,
  });
  sim.schedule(sim.now + backoff, { t: 'agentStart', node: sim.current });
}

/** Every object the apiserver holds, as work-queue keys (a list hands the watch layer all of them). */
function listedKeys(services: Record<string, unknown>, slices: Record<string, unknown>): string[] {
  // Flat strings (see flatString): a template makes a rope of each, which the buffer then flattens, and the
  // trace keeps every key of a first sync (the drain's queue and its flushes' keys).
  return [...Object.keys(services).sort().map(svcQueueKey), ...Object.keys(slices).sort().map(epsQueueKey)];
}

const svcQueueKey = (k: string) => flatString(['svc:', k]);
const epsQueueKey = (k: string) => flatString(['eps:', k]);

/** Drains soon and starts the 500 ms flush ticker at this node's phase. */
function startReflector(sim: Sim) {
  sim.scheduleOnce(sim.nodeKey('drain'), sim.now + 1, { t: 'agentDrain', node: sim.current });
  const phase = sim.node.tickerPhaseMs;
  const nextTick = phase + Math.ceil((sim.now + 1 - phase) / 500) * 500;
  sim.scheduleOnce(sim.nodeKey('tick'), nextTick, { t: 'agentTick', node: sim.current });
}

function listAndWatch(sim: Sim, r: ConnectResult) {
  const k8s = sim.state.k8s;
  sim.set('agent', {
    ...sim.state.agent,
    phase: 'running',
    healthy: true,
    watch: { connected: true, replica: pickReplica(sim) },
    store: { services: k8s.services, slices: k8s.slices },
    queue: listedKeys(k8s.services, k8s.slices),
  });
  sim.record('cilium-agent', {
    kind: 'agentListed',
    connect: r,
    services: Object.keys(k8s.services).length,
    slices: Object.keys(k8s.slices).length,
  });
  startReflector(sim);
}

/** The current node's agent loses its watch because its apiserver replica went away. */
export function watchDrop(sim: Sim, replica: number) {
  const name = sim.state.apiserver.replicas[replica]?.name ?? String(replica);
  const a = sim.state.agent;
  if (!a.watch.connected || a.watch.replica !== replica) return;
  sim.set('agent', { ...a, watch: { connected: false, replica: null } });
  sim.record('cilium-agent', { kind: 'watchDropped', client: 'agent', replica: name });
  sim.scheduleOnce(sim.nodeKey('reconnect:agent'), sim.now + 1000, {
    t: 'watchReconnect',
    client: 'agent',
    attempt: 0,
    node: sim.current,
  });
}

const LISTED = [
  ['*v1.Service', '/api/v1/services'],
  ['*v1.EndpointSlice', '/apis/discovery.k8s.io/v1/endpointslices'],
  ['*v1.Node', '/api/v1/nodes'],
] as const;

/**
 * The agent re-establishes its watch. By default it resumes from its last resourceVersion and receives only
 * what changed meanwhile (the write-up's debug log shows no intranet slice event); with `afterReconnect:
 * "relist"` it gets `410 Gone` and lists everything again, which re-delivers every object.
 */
export function agentReconnect(sim: Sim, attempt: number) {
  const a = sim.state.agent;
  if (a.phase !== 'running' || a.watch.connected) return;
  const r = dialApiserver(sim);
  sim.emit('connects', r);
  if (r.result !== 'ok') {
    const rv = String(sim.state.k8s.rv);
    sim.emit(
      'agentLog',
      ...LISTED.map(([what, path]) =>
        line(sim, 'error', 'k8sError', [
          ['error', `failed to list ${what}: ${dialError(sim, `${path}?resourceVersion=${rv}`, r)}`],
        ]),
      ),
      line(sim, 'info', '/healthz returning unhealthy', [
        ['module', 'agent.infra.agent-healthz'],
        ['state', 'Failure'],
        ['error', `Kubernetes service is not ready: ${dialError(sim, '/version', r)}`],
      ]),
    );
    sim.set('agent', { ...a, healthy: false });
    const wait = Math.min(30_000, 800 * 2 ** attempt);
    sim.record('cilium-agent', { kind: 'watchReconnectFailed', connect: r });
    sim.scheduleOnce(sim.nodeKey('reconnect:agent'), sim.now + wait, {
      t: 'watchReconnect',
      client: 'agent',
      attempt: attempt + 1,
      node: sim.current,
    });
    return;
  }
  sim.set('agent', { ...a, healthy: true, watch: { connected: true, replica: pickReplica(sim) } });
  const k8s = sim.state.k8s;
  if (sim.input.agent.afterReconnect === 'relist') {
    // A relist replaces the watch layer's store: every object is queued again, and so is every one that
    // disappeared meanwhile (its key now finds nothing: a delete).
    const gone = listedKeys(a.store.services, a.store.slices).filter(
      (k) => !(k.startsWith('svc:') ? k8s.services[k.slice(4)] : k8s.slices[k.slice(4)]),
    );
    const keys = [...listedKeys(k8s.services, k8s.slices), ...gone];
    const agent = sim.state.agent;
    sim.set('agent', {
      ...agent,
      store: { services: k8s.services, slices: k8s.slices },
      queue: [...agent.queue, ...keys.filter((k) => !agent.queue.includes(k))],
    });
    sim.record('cilium-agent', {
      kind: 'watchReconnected',
      client: 'agent',
      connect: r,
      missed: keys.length,
      relist: true,
    });
    sim.scheduleOnce(sim.nodeKey('drain'), sim.now + 1, { t: 'agentDrain', node: sim.current });
    return;
  }
  // Resuming from the last resourceVersion delivers only what changed while the watch was down.
  let missed = 0;
  const resume = <T extends { resourceVersion: number }>(
    kind: 'svc' | 'eps',
    have: Record<string, T>,
    now: Record<string, T>,
  ) => {
    // The very object the agent stored: nothing changed since (writes replace the record).
    if (have === now) return;
    // Most often both records were copied from one record a few writes ago: only the keys those writes
    // changed can differ, and when at most one differs each way the order below is moot. Else scan all.
    const changed = keysChangedBetween(have, now);
    if (changed) {
      const updated = changed.filter(
        (k) => hasOwn(now, k) && have[k]?.resourceVersion !== now[k]!.resourceVersion,
      );
      const deleted = changed.filter((k) => hasOwn(have, k) && !now[k]);
      if (updated.length <= 1 && deleted.length <= 1) {
        for (const key of updated) {
          sim.schedule(sim.now + 2, { t: 'deliver', kind, key, obj: now[key] as never, node: sim.current });
          missed++;
        }
        for (const key of deleted) {
          sim.schedule(sim.now + 2, { t: 'deliver', kind, key, obj: null, node: sim.current });
          missed++;
        }
        return;
      }
    }
    for (const key of Object.keys(now)) {
      const obj = now[key]!;
      if (have[key]?.resourceVersion !== obj.resourceVersion) {
        sim.schedule(sim.now + 2, { t: 'deliver', kind, key, obj: obj as never, node: sim.current });
        missed++;
      }
    }
    for (const key of Object.keys(have)) {
      if (!now[key]) {
        sim.schedule(sim.now + 2, { t: 'deliver', kind, key, obj: null, node: sim.current });
        missed++;
      }
    }
  };
  resume('svc', a.store.services, k8s.services);
  resume('eps', a.store.slices, k8s.slices);
  sim.record('cilium-agent', { kind: 'watchReconnected', client: 'agent', connect: r, missed });
}
