import { anyReplicaRunning, pickReplica } from './apiserver';
import type { Sim } from './engine';
import { emptyTables } from './tables';
import { emptyPMap } from './pmap';
import { connect, errnoText } from './socketLb';
import type { AgentState, ConnectResult, LogLine } from './trace';
import { parseL3n4Addr } from './l3n4Addr';

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
    currentEndpoints: emptyPMap(),
    sliceOwners: emptyPMap(),
    tables: emptyTables,
    healthy: false,
  };
}

function apiURL(sim: Sim): string {
  const a = sim.input.agent.apiserverAddress;
  const p = a ? parseL3n4Addr(a) : undefined;
  if (p) return `https://${p.ip}:${p.port}`;
  const api = sim.input.apiserver;
  return api ? `https://${api.advertiseAddress}:${api.port}` : 'https://kubernetes.default.svc';
}

/** The agent's own connection to the apiserver: through the socket-LB when it uses a service VIP. */
function dialApiserver(sim: Sim): ConnectResult {
  const to = sim.input.agent.apiserverAddress;
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

function line(sim: Sim, level: LogLine['level'], msg: string, attrs: [string, string][]): LogLine {
  return { at: sim.now, level, msg, attrs };
}

/** The agent pod (re)starts: in-memory tables are empty again, the BPF maps survive. */
export function agentStart(sim: Sim) {
  const prev = sim.state.agent;
  const first = prev.phase === 'starting' && prev.restarts === 0 && sim.steps.length === 0;
  const restarts = first ? 0 : prev.restarts + 1;
  sim.set('agent', { ...initialAgent(prev.pod), restarts });
  sim.record('cilium-agent', { kind: 'agentStart', pod: prev.pod, restarts });
  sim.schedule(sim.now + 200, { t: 'agentConfigAttempt', attempt: 0, startedAt: sim.now + 200 });
}

/** One try of the config step to reach the apiserver; success lists everything and starts the watch. */
export function agentConfigAttempt(sim: Sim, attempt: number, startedAt: number) {
  if (sim.state.agent.phase === 'running') return;
  sim.emit(
    'agentLog',
    line(sim, 'info', 'Establishing connection to apiserver', [...K8S_CLIENT, ['ipAddr', apiURL(sim)]]),
  );
  const r = dialApiserver(sim);
  sim.emit('connects', r);
  if (r.result === 'ok') {
    listAndWatch(sim, r);
    return;
  }
  if (sim.now + CONFIG_RETRY_MS - startedAt <= CONFIG_TIMEOUT_MS) {
    sim.record('cilium-agent', { kind: 'connect', by: 'agentConfig', connect: r });
    sim.schedule(sim.now + CONFIG_RETRY_MS, { t: 'agentConfigAttempt', attempt: attempt + 1, startedAt });
    return;
  }
  const err = dialError(sim, '/api/v1/namespaces/kube-system', r);
  const dur = `${((sim.now - startedAt) / 1000).toFixed(3)}s`;
  sim.emit(
    'agentLog',
    line(sim, 'error', 'Unable to contact k8s api-server', [
      ...K8S_CLIENT,
      ['ipAddr', apiURL(sim)],
      ['error', err],
    ]),
    line(sim, 'error', 'Start hook failed', [
      ['subsys', 'cilium-dbg'],
      ['error', err],
    ]),
    line(sim, 'error', 'Failed to start hive', [
      ['subsys', 'cilium-dbg'],
      ['error', err],
      ['duration', dur],
    ]),
  );
  const agent = sim.state.agent;
  const backoff = Math.min(300_000, 10_000 * 2 ** Math.max(0, agent.restarts - 1));
  sim.emit('events', {
    at: sim.now,
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
  sim.schedule(sim.now + backoff, { t: 'agentStart' });
}

function listAndWatch(sim: Sim, r: ConnectResult) {
  const k8s = sim.state.k8s;
  const keys = [
    ...Object.keys(k8s.services)
      .sort()
      .map((k) => `svc:${k}`),
    ...Object.keys(k8s.slices)
      .sort()
      .map((k) => `eps:${k}`),
  ];
  sim.set('agent', {
    ...sim.state.agent,
    phase: 'running',
    healthy: true,
    watch: { connected: true, replica: pickReplica(sim) },
    store: { services: k8s.services, slices: k8s.slices },
    queue: keys,
  });
  sim.record('cilium-agent', {
    kind: 'agentListed',
    connect: r,
    services: Object.keys(k8s.services).length,
    slices: Object.keys(k8s.slices).length,
  });
  sim.scheduleOnce('drain', sim.now + 1, { t: 'agentDrain' });
  const nextTick = Math.ceil((sim.now + 1) / 500) * 500;
  sim.scheduleOnce('tick', nextTick, { t: 'agentTick' });
}

/** A watch ends because its apiserver replica went away. */
export function watchDrop(sim: Sim, client: 'agent' | 'sc', replica: number) {
  const name = sim.state.apiserver.replicas[replica]?.name ?? String(replica);
  if (client === 'agent') {
    const a = sim.state.agent;
    if (!a.watch.connected || a.watch.replica !== replica) return;
    sim.set('agent', { ...a, watch: { connected: false, replica: null } });
    sim.record('cilium-agent', { kind: 'watchDropped', client: 'agent', replica: name });
    sim.scheduleOnce('reconnect:agent', sim.now + 1000, { t: 'watchReconnect', client: 'agent', attempt: 0 });
  } else {
    const s = sim.state.serviceController;
    if (!s.watch.connected || s.watch.replica !== replica) return;
    sim.set('serviceController', { watch: { connected: false, replica: null } });
    sim.record('service-controller', { kind: 'watchDropped', client: 'service-controller', replica: name });
    sim.scheduleOnce('reconnect:sc', sim.now + 1000, { t: 'watchReconnect', client: 'sc', attempt: 0 });
  }
}

const LISTED = [
  ['*v1.Service', '/api/v1/services'],
  ['*v1.EndpointSlice', '/apis/discovery.k8s.io/v1/endpointslices'],
  ['*v1.Node', '/api/v1/nodes'],
] as const;

/** The agent re-establishes its watch and resumes from its last resourceVersion (no full re-list). */
export function agentReconnect(sim: Sim, attempt: number) {
  sim.armed.delete('reconnect:agent');
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
      line(sim, 'warn', '/healthz returning unhealthy', [
        ['module', 'agent.infra.agent-healthz'],
        ['state', 'Failure'],
        ['error', `Kubernetes service is not ready: ${dialError(sim, '/version', r)}`],
      ]),
    );
    sim.set('agent', { ...a, healthy: false });
    const wait = Math.min(30_000, 800 * 2 ** attempt);
    sim.record('cilium-agent', { kind: 'watchReconnectFailed', connect: r });
    sim.scheduleOnce('reconnect:agent', sim.now + wait, {
      t: 'watchReconnect',
      client: 'agent',
      attempt: attempt + 1,
    });
    return;
  }
  sim.set('agent', { ...a, healthy: true, watch: { connected: true, replica: pickReplica(sim) } });
  // Resuming from the last resourceVersion delivers only what changed while the watch was down.
  const k8s = sim.state.k8s;
  let missed = 0;
  const resume = <T extends { resourceVersion: number }>(
    kind: 'svc' | 'eps',
    have: Record<string, T>,
    now: Record<string, T>,
  ) => {
    for (const [key, obj] of Object.entries(now)) {
      if (have[key]?.resourceVersion !== obj.resourceVersion) {
        sim.schedule(sim.now + 2, { t: 'deliver', kind, key, obj: obj as never });
        missed++;
      }
    }
    for (const key of Object.keys(have)) {
      if (!now[key]) {
        sim.schedule(sim.now + 2, { t: 'deliver', kind, key, obj: null });
        missed++;
      }
    }
  };
  resume('svc', a.store.services, k8s.services);
  resume('eps', a.store.slices, k8s.slices);
  sim.record('cilium-agent', { kind: 'watchReconnected', client: 'agent', connect: r, missed });
}
