import { convertService } from './convertService';
import type { BpfWork, Sim } from './engine';
import type { EndpointSlice, Service } from './kube';
import { l3n4Addr, type L3n4Addr } from './l3n4Addr';
import { serviceName } from './serviceName';
import type { AgentState, BufferEntry } from './trace';
import { WriteTxn, type BackendParamsIn } from './writer';
import { PMapEditor, pmGet } from './pmap';
import { recordWith, recordWithout } from './record';

/** The reflector flushes its buffer on a fixed 500 ms ticker, or at once when it holds 500 events. */
export const FLUSH_INTERVAL_MS = 500;
export const FLUSH_MAX_EVENTS = 500;

const REFLECTOR = ['module', 'agent.controlplane.loadbalancer-reflectors.k8s-reflector'] as [string, string];
// Log attributes every processServiceEvent line carries: one shared pair (log lines are never changed).
const KIND_UPSERT: [string, string] = ['kind', 'upsert'];
const NO_ORPHANS: [string, string] = ['orphans', ''];
// A pure function's memo: a service's two lines (its Service and its slices) and every later one share it.
const namePairs = new Map<string, [string, string]>();

function namePair(name: string): [string, string] {
  let pair = namePairs.get(name);
  // Stryker disable next-line all: a cache (bounded); a fresh pair is equal to the cached one.
  if (pair === undefined) {
    // Stryker disable next-line all: the bound only limits memory.
    if (namePairs.size > 100_000) namePairs.clear();
    namePairs.set(name, (pair = ['name', name]));
  }
  return pair;
}

/** A watch event reaches the agent: the watch layer stores the object and queues its key. */
export function deliver(sim: Sim, kind: 'svc' | 'eps', key: string, obj: Service | EndpointSlice | null) {
  const agent = sim.state.agent;
  if (agent.phase !== 'running' || !agent.watch.connected) return;
  const store = { ...agent.store };
  if (kind === 'svc') {
    store.services = obj
      ? recordWith(store.services, key, obj as Service)
      : recordWithout(store.services, key);
  } else {
    store.slices = obj
      ? recordWith(store.slices, key, obj as EndpointSlice)
      : recordWithout(store.slices, key);
  }
  const qk = `${kind}:${key}`;
  // A key already waiting is not queued twice: rapid changes to one object coalesce.
  const queue = agent.queue.includes(qk) ? agent.queue : [...agent.queue, qk];
  sim.set('agent', { ...agent, store, queue });
  sim.scheduleOnce(sim.nodeKey('drain'), sim.now + 1, { t: 'agentDrain', node: sim.current });
}

/** Buffers one queued key, keyed by the owning service; a later event keeps the key's first position. */
function bufferKey(agent: AgentState, buffer: BufferEntry[], index: Map<string, number>, qk: string) {
  const isSvc = qk.startsWith('svc:');
  const key = qk.slice(4);
  let entry: BufferEntry;
  if (isSvc) {
    const svc = agent.store.services[key];
    entry = svc
      ? { key: qk, isSvc, service: key, kind: 'upsert', svc }
      : { key: qk, isSvc, service: key, kind: 'delete' };
  } else {
    const slice = agent.store.slices[key];
    // A deleted slice becomes an upsert with no backends (its owner is remembered from the old object).
    const owner = slice
      ? `${slice.namespace}/${slice.service}`
      : (findOwner(agent, key) ?? `${key.split('/')[0] ?? ''}/?`);
    const bk = `eps:${owner}`;
    const at = index.get(bk);
    const prev = at === undefined ? undefined : buffer[at]!.slices;
    const now = { endpoints: slice?.endpoints ?? [], ports: slice?.ports ?? [] };
    entry = {
      key: bk,
      isSvc,
      service: owner,
      kind: 'upsert',
      slices: prev ? { ...prev, [key]: now } : { [key]: now },
    };
  }
  const at = index.get(entry.key);
  if (at === undefined) {
    index.set(entry.key, buffer.length);
    buffer.push(entry);
  } else buffer[at] = entry;
}

function findOwner(agent: AgentState, sliceKey: string): string | undefined {
  return pmGet(agent.sliceOwners, sliceKey);
}

/**
 * Moves the work queue into the reflector buffer, flushing at once whenever 500 events went in since the
 * last flush: the limit counts inserted events, not distinct keys (stream.Buffer), so repeated events for
 * one key fill it too.
 */
export function drain(sim: Sim) {
  let agent = sim.state.agent;
  if (!agent.queue.length) return;
  const moved = agent.queue;
  let buffer = [...agent.buffer];
  let index = new Map(buffer.map((e, i) => [e.key, i]));
  let events = agent.bufferEvents;
  let count = 0;
  for (const qk of moved) {
    bufferKey(agent, buffer, index, qk);
    count++;
    events++;
    if (events >= FLUSH_MAX_EVENTS) {
      sim.set('agent', { ...agent, queue: moved.slice(count), buffer, bufferEvents: events });
      flush(sim, 'full');
      agent = sim.state.agent;
      buffer = [];
      index = new Map();
      events = 0;
    }
  }
  sim.set('agent', { ...agent, queue: [], buffer, bufferEvents: events });
  if (!buffer.length) return;
  sim.record('cilium-agent', {
    kind: 'watchEvent',
    queued: moved.slice(0, count),
    bufferKeys: buffer.map((e) => e.key),
  });
}

/** The 500 ms ticker. */
export function tick(sim: Sim) {
  if (sim.state.agent.buffer.length) flush(sim, 'tick');
  // The ticker keeps its id while it runs, so a restarted agent does not start a second one.
  sim.scheduleOnce(sim.nodeKey('tick'), sim.now + FLUSH_INTERVAL_MS, { t: 'agentTick', node: sim.current });
}

/** Processes the whole buffer in ONE write transaction, in insertion order. */
export function flush(sim: Sim, why: 'tick' | 'full') {
  const agent = sim.state.agent;
  const txn = new WriteTxn(agent.tables, sim.variant, sim.now);
  // Copied once per transaction; processEndpointsEvent updates the copies in place.
  const currentEndpoints = new PMapEditor(agent.currentEndpoints);
  const sliceOwners = new PMapEditor(agent.sliceOwners);
  for (const e of agent.buffer) {
    if (e.isSvc) processServiceEvent(sim, txn, e);
    else processEndpointsEvent(sim, txn, e, currentEndpoints, sliceOwners);
    sim.keyFlushed();
  }
  const synced = agent.synced || agent.queue.length === 0;
  sim.set('agent', {
    ...agent,
    buffer: [],
    bufferEvents: 0,
    tables: txn.commit(),
    currentEndpoints: currentEndpoints.commit(),
    sliceOwners: sliceOwners.commit(),
    synced,
  });
  sim.record(
    'cilium-agent',
    {
      kind: 'bufferFlush',
      trigger: why,
      keys: agent.buffer.map((e) => e.key),
      collateral: [...new Set(txn.releases.flatMap((r) => r.collateral))],
      unlistedChanges: txn.moreChanges,
    },
    { changes: txn.changes, releases: txn.releases },
  );
  // The reconciler watches the frontends table: a Pending frontend and a deleted one both wake it (the
  // deletion removes the master entry, the backend slots and the rev-NAT entry).
  const work = sim.bpfWork;
  for (const addr of txn.pendingAddrs) work.pending.add(addr);
  if (txn.frontendsDeleted > 0 || !agent.synced) work.sweep = true;
  if (txn.pendingAddrs.length || txn.frontendsDeleted > 0 || anyPending(sim, work)) {
    sim.scheduleOnce(sim.nodeKey('bpf'), sim.now + 1, { t: 'bpfReconcile', node: sim.current });
  }
}

/** Is a frontend still Pending? Only those a transaction wrote as Pending can be. */
function anyPending(sim: Sim, work: BpfWork): boolean {
  const frontends = sim.state.agent.tables.frontends;
  for (const addr of work.pending) if (pmGet(frontends, addr)?.status === 'Pending') return true;
  return false;
}

function processServiceEvent(sim: Sim, txn: WriteTxn, e: BufferEntry) {
  if (e.kind === 'delete' || !e.svc) {
    const [ns = '', name = ''] = e.service.split('/');
    txn.deleteServiceAndFrontends(serviceName(ns, name));
    return;
  }
  const { row, frontends } = convertService(e.svc);
  txn.upsertServiceAndFrontends(row, frontends);
  sim.emit('agentLog', {
    at: sim.now,
    level: 'debug',
    msg: 'processServiceEvent',
    attrs: [
      REFLECTOR,
      KIND_UPSERT,
      namePair(row.name),
      ['frontends', frontends.map((f) => f.address).join(' ')],
    ],
  });
}

/** Port-name lists of zero or one name, shared: most backends have one of these. */
const NO_NAMES: string[] = [];
const oneName = new Map<string, string[]>();

/**
 * The distinct names in first-seen order, as one shared array when there is at most one (a backend row's
 * instance keeps this list; sharing it lets a service's rows share one instance entry).
 */
function portNameList(names: string[]): string[] {
  const distinct = names.length > 1 ? [...new Set(names)] : names;
  if (distinct.length === 0) return NO_NAMES;
  if (distinct.length > 1) return distinct;
  const name = distinct[0]!;
  let list = oneName.get(name);
  // Stryker disable next-line all: a cache (bounded); a fresh one-name list is equal to the cached one.
  if (list === undefined) {
    // Stryker disable next-line all: the bound only limits memory.
    if (oneName.size > 10_000) oneName.clear();
    oneName.set(name, (list = [name]));
  }
  return list;
}

/** Addresses × ports of one slice, with the port names each address:port is known by. */
function sliceBackends(s: {
  endpoints: string[];
  ports: { name: string; port: number; protocol: 'TCP' | 'UDP' | 'SCTP' }[];
}) {
  const out = new Map<L3n4Addr, string[]>();
  for (const ip of s.endpoints) {
    for (const p of s.ports) {
      const a = l3n4Addr(ip, p.port, p.protocol);
      let names = out.get(a);
      if (!names) out.set(a, (names = []));
      if (p.name) names.push(p.name);
    }
  }
  return out;
}

/**
 * `processEndpointsEvent(Upsert)`: upsert what the changed slices hold now, release what each slice held
 * before and no longer holds (its orphans), then remember the slice's addresses.
 */
function processEndpointsEvent(
  sim: Sim,
  txn: WriteTxn,
  e: BufferEntry,
  currentEndpoints: PMapEditor<L3n4Addr[]>,
  sliceOwners: PMapEditor<string>,
) {
  const backends = new Map<L3n4Addr, string[]>();
  const orphans: L3n4Addr[] = [];
  for (const [sliceKey, s] of Object.entries(e.slices ?? {})) {
    const now = sliceBackends(s);
    for (const [a, names] of now) {
      const had = backends.get(a);
      backends.set(a, portNameList(had ? [...had, ...names] : names));
    }
    for (const a of currentEndpoints.get(sliceKey) ?? [])
      if (!now.has(a) && !orphans.includes(a)) orphans.push(a);
    if (now.size) {
      currentEndpoints.set(sliceKey, [...now.keys()]);
      sliceOwners.set(sliceKey, e.service);
    } else {
      currentEndpoints.delete(sliceKey);
    }
  }
  const params: BackendParamsIn[] = [...backends].map(([address, portNames]) => ({ address, portNames }));
  sim.emit('agentLog', {
    at: sim.now,
    level: 'debug',
    msg: 'UpsertAndReleaseBackends in processEndpointsEvent',
    attrs: [
      REFLECTOR,
      namePair(e.service),
      ['backends', params.map((p) => p.address).join(' ')],
      orphans.length ? ['orphans', orphans.join(' ')] : NO_ORPHANS,
    ],
  });
  txn.upsertAndReleaseBackends(e.service, params, orphans);
}
