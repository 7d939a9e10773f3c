import { convertService } from './convertService';
import type { BpfWork, RecordExtra, Sim } from './engine';
import type { Frontend } from './frontend';
import type { EndpointSlice, Service } from './kube';
import { l3n4Addr, parseL3n4Addr, type L3n4Addr } from './l3n4Addr';
import { serviceName } from './serviceName';
import type { AgentState, BufferEntry, SliceMemoryMixup, StepFacts } from './trace';
import { TablesEditor, WriteTxn, type TablesLog } from './writer';
import { IdMapEditor, imGet } from './idMap';
import { setState, type StateRecipe } from './lazyState';
import { recordWith, recordWithout, sameAsWrite } from './record';
import { flatString } from './flatString';

/** The reflector flushes its buffer on a fixed 500 ms ticker, or at once when it holds 500 events. */
export const FLUSH_INTERVAL_MS = 500;
export const FLUSH_MAX_EVENTS = 500;

/** No orphans: most endpoints events release nothing (one shared empty list). */
const NO_ORPHANS: readonly L3n4Addr[] = [];

/** A watch event reaches the agent: the watch layer stores the object and queues its key. */
export function deliver(sim: Sim, kind: 'svc' | 'eps', key: string, obj: Service | EndpointSlice | null) {
  const agent = sim.state.agent;
  if (agent.phase !== 'running' || !agent.watch.connected) return;
  const store = { ...agent.store };
  // The apiserver's own record, when it is the store with just this write (the watch delivers the write it
  // made a moment ago): the same entries, shared instead of copied.
  const k8s = sim.state.k8s;
  if (kind === 'svc') {
    const svc = obj as Service | null;
    store.services =
      sameAsWrite(k8s.services, store.services, key, svc) ??
      (svc ? recordWith(store.services, key, svc) : recordWithout(store.services, key));
  } else {
    const slice = obj as EndpointSlice | null;
    store.slices =
      sameAsWrite(k8s.slices, store.slices, key, slice) ??
      (slice ? recordWith(store.slices, key, slice) : recordWithout(store.slices, key));
  }
  const qk = flatString([kind, ':', key]);
  // A key already waiting is not queued twice: rapid changes to one object coalesce.
  const queue = agent.queue.includes(qk) ? agent.queue : [...agent.queue, qk];
  sim.set('agent', { ...agent, store, queue });
  sim.scheduleOnce(sim.nodeKey('drain'), sim.now + 1, { t: 'agentDrain', node: sim.current });
}

/** Buffers one queued key, keyed by the owning service; a later event keeps the key's first position. */
function bufferKey(
  agent: AgentState,
  buffer: BufferEntry[],
  index: Map<string, number>,
  qk: string,
  owners: { get(sliceKey: string): string | undefined },
) {
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
    // Built flat (serviceName): the owner is the writer's ServiceName, hashed and looked up row by row.
    const owner = slice
      ? serviceName(slice.namespace, slice.service)
      : (owners.get(key) ?? `${key.split('/')[0] ?? ''}/?`);
    const bk = flatString(['eps:', owner]);
    const at = index.get(bk);
    const prev = at === undefined ? undefined : buffer[at]!.slices;
    const now: SlicePorts = { endpoints: slice?.endpoints ?? [], ports: slice?.ports ?? [] };
    if (slice?.nodeNames) now.nodeNames = slice.nodeNames;
    entry = {
      key: bk,
      isSvc,
      service: owner,
      kind: 'upsert',
      slices: sliceRecord(prev, key, now),
    };
  }
  const at = index.get(entry.key);
  if (at === undefined) {
    index.set(entry.key, buffer.length);
    buffer.push(entry);
  } else buffer[at] = entry;
}

/**
 * `{ ...prev, [key]: now }` as a dictionary from the start (no prototype): a plain object given a key never
 * seen before costs the engine a new hidden class, and a first sync buffers every slice of the cluster.
 */
function sliceRecord<T>(
  prev: Readonly<Record<string, T>> | undefined,
  key: string,
  now: T,
): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  if (prev) for (const k of Object.keys(prev)) out[k] = prev[k]!;
  out[key] = now;
  return out;
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
  // The flushes of one drain share editors (see FlushBatch), opened at the first.
  let batch: FlushBatch | undefined;
  const committedOwners = { get: (k: string) => imGet(agent.sliceOwners, k) };
  // Indexed loops here and in the flush: a cold run interprets them first, and a `for…of` there allocates a
  // result object per element (20,000 per loop in a 10k first sync).
  for (let m = 0; m < moved.length; m++) {
    bufferKey(agent, buffer, index, moved[m]!, batch ? batch.sliceOwners : committedOwners);
    count++;
    events++;
    if (events >= FLUSH_MAX_EVENTS) {
      // The queue left is `moved` from `count` on: the flush gets it as that (a step that keeps it copies it),
      // not as a copy per flush, which a first sync of n keys would make n / 500 times.
      sim.set('agent', { ...agent, queue: [], buffer, bufferEvents: events });
      batch ??= new FlushBatch(sim.state.agent, moved.length);
      flush(sim, 'full', batch, moved, count);
      agent = sim.state.agent;
      buffer = [];
      index = new Map();
      events = 0;
    }
  }
  if (batch) {
    batch.close(sim);
    agent = sim.state.agent;
  }
  sim.set('agent', { ...agent, queue: [], buffer, bufferEvents: events });
  if (!buffer.length) return;
  sim.record('cilium-agent', {
    kind: 'watchEvent',
    queued: moved.slice(0, count),
    bufferKeys: buffer.map((e) => e.key),
  });
}

/**
 * Logged writes after which a drain's flushes commit a real version of the agent's maps (a checkpoint): the
 * most a step's state replays when read. A drain of more than twice as many keys checkpoints every half as
 * many writes as it has keys instead (a first sync writes ~5 rows per key, so ~10 checkpoints): a checkpoint
 * copies each map's chunk spine and the committed chunks written since the last one, and a fixed interval would
 * make their number grow with the cluster too, so that what a first sync keeps would grow faster than it.
 */
let checkpointWrites = 12_000;

/** Sets the checkpoint interval (0: every flush commits, as a drain of one flush does) and returns the old one. */
export function setCheckpointWrites(n: number): number {
  const old = checkpointWrites;
  checkpointWrites = n;
  return old;
}

/**
 * The flushes of one drain (a large first sync runs forty in a row at one instant): they write through one
 * set of editors, so a row's chunk is copied once per checkpoint rather than once per flush, and each
 * step between checkpoints keeps only the log of its flush's writes; its state is rebuilt from the last
 * checkpoint when read. While the batch is open, the agent in `sim.state` holds the maps of the last
 * checkpoint: only the drain and its flushes run, and they read the editors.
 */
class FlushBatch {
  tables!: TablesEditor;
  currentEndpoints!: IdMapEditor<L3n4Addr[]>;
  sliceOwners!: IdMapEditor<string>;
  private base!: AgentState;
  private prev: StateRecipe | null = null;
  private writes = 0;
  private readonly every: number;

  constructor(agent: AgentState, keys: number) {
    this.every = checkpointWrites && Math.max(checkpointWrites, keys / 2);
    this.open(agent);
  }

  private open(agent: AgentState) {
    this.base = agent;
    this.prev = null;
    this.writes = 0;
    this.tables = new TablesEditor(agent.tables);
    this.tables.logWrites();
    this.currentEndpoints = new IdMapEditor(agent.currentEndpoints);
    this.currentEndpoints.logWrites();
    this.sliceOwners = new IdMapEditor(agent.sliceOwners);
    this.sliceOwners.logWrites();
  }

  private committed(agent: AgentState): AgentState {
    return {
      ...agent,
      tables: this.tables.commit(),
      currentEndpoints: this.currentEndpoints.commit(),
      sliceOwners: this.sliceOwners.commit(),
    };
  }

  /**
   * Records a flush's step: at a checkpoint with the committed maps (editing goes on from them), else with
   * its log. `agent` is the agent after the flush, with the checkpoint's maps.
   */
  record(
    sim: Sim,
    agent: AgentState,
    facts: StepFacts,
    extra: RecordExtra,
    queue: string[],
    queueFrom: number,
  ) {
    const log = {
      tables: this.tables.takeLog(),
      currentEndpoints: this.currentEndpoints.takeLog(),
      sliceOwners: this.sliceOwners.takeLog(),
    };
    this.writes += logSize(log.tables) + (log.currentEndpoints.length + log.sliceOwners.length) / 2;
    if (this.writes >= this.every) {
      sim.set('agent', this.committed({ ...agent, queue: queue.slice(queueFrom) }));
      sim.record('cilium-agent', facts, extra);
      this.open(sim.state.agent);
      return;
    }
    // The step's own agent drops the queue (the recipe keeps it as the drain's queue and an offset).
    sim.set('agent', agent);
    const state = { ...sim.state, agent: { ...agent, queue: [] } };
    const recipe: StateRecipe = { base: this.base, prev: this.prev, log, state, queue, queueFrom };
    sim.record('cilium-agent', facts, { ...extra, lazy: recipe });
    this.prev = recipe;
  }

  /**
   * Commits what the flushes since the last checkpoint wrote: `sim.state`'s agent gets the maps, and the last
   * flush's step (nothing was written after it) gets them as a plain state.
   */
  close(sim: Sim) {
    if (!this.prev) return;
    const last = sim.steps[sim.steps.length - 1]!;
    const agent = this.committed(sim.state.agent);
    const recipe = this.prev;
    setState(last, {
      ...recipe.state,
      agent: {
        ...recipe.state.agent,
        queue: recipe.queue.slice(recipe.queueFrom),
        tables: agent.tables,
        currentEndpoints: agent.currentEndpoints,
        sliceOwners: agent.sliceOwners,
      },
    });
    sim.set('agent', agent);
    this.prev = null;
  }
}

function logSize(l: TablesLog): number {
  let n = 0;
  for (const t of Object.values(l)) n += t.length / 2;
  return n;
}

/** The 500 ms ticker. */
export function tick(sim: Sim) {
  if (sim.state.agent.buffer.length) flush(sim, 'tick');
  // The ticker keeps its id while it runs, so a restarted agent does not start a second one.
  sim.scheduleOnce(sim.nodeKey('tick'), sim.now + FLUSH_INTERVAL_MS, { t: 'agentTick', node: sim.current });
}

/**
 * Processes the whole buffer in ONE write transaction, in insertion order. In a batch (the flushes of one
 * drain), the transaction writes through the batch's editors and the batch records the step.
 */
export function flush(sim: Sim, why: 'tick' | 'full', batch?: FlushBatch, queue?: string[], queueFrom = 0) {
  const agent = sim.state.agent;
  const txn = new WriteTxn(batch ? batch.tables : agent.tables, sim.variant, sim.now);
  // Copied once per transaction; processEndpointsEvent updates the copies in place.
  const currentEndpoints = batch ? batch.currentEndpoints : new IdMapEditor(agent.currentEndpoints);
  const sliceOwners = batch ? batch.sliceOwners : new IdMapEditor(agent.sliceOwners);
  const memory: SliceMemory = {
    byName: sim.input.cilium.sliceMemoryByName,
    addrs: currentEndpoints,
    owners: sliceOwners,
    mixups: [],
  };
  const entries = agent.buffer;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.isSvc) processServiceEvent(sim, txn, e);
    else processEndpointsEvent(sim, txn, e, memory);
    sim.keyFlushed();
  }
  const synced = agent.synced || (queue ? queueFrom === queue.length : agent.queue.length === 0);
  const facts: StepFacts = {
    kind: 'bufferFlush',
    trigger: why,
    keys: agent.buffer.map((e) => e.key),
    collateral: [...new Set(txn.releases.flatMap((r) => r.collateral))],
    unlistedChanges: txn.moreChanges,
    ...(memory.mixups.length ? { mixups: memory.mixups } : {}),
  };
  const extra = { changes: txn.changes, releases: txn.releases };
  if (batch) {
    batch.record(sim, { ...agent, buffer: [], bufferEvents: 0, synced }, facts, extra, queue!, queueFrom);
  } else {
    sim.set('agent', {
      ...agent,
      buffer: [],
      bufferEvents: 0,
      tables: txn.commit(),
      currentEndpoints: currentEndpoints.commit(),
      sliceOwners: sliceOwners.commit(),
      synced,
    });
    sim.record('cilium-agent', facts, extra);
  }
  // The reconciler watches the frontends table: a Pending frontend and a deleted one both wake it (the
  // deletion removes the master entry, the backend slots and the rev-NAT entry).
  const work = sim.bpfWork;
  for (let i = 0; i < txn.pendingAddrs.length; i++) work.pending.add(txn.pendingAddrs[i]!);
  if (txn.frontendsDeleted > 0 || !agent.synced) work.sweep = true;
  const frontends = batch
    ? batch.tables.e.frontends
    : { get: (a: L3n4Addr) => imGet(sim.state.agent.tables.frontends, a) };
  if (txn.pendingAddrs.length || txn.frontendsDeleted > 0 || anyPending(frontends, work)) {
    sim.scheduleOnce(sim.nodeKey('bpf'), sim.now + 1, { t: 'bpfReconcile', node: sim.current });
  }
}

/** Is a frontend still Pending? Only those a transaction wrote as Pending can be. */
function anyPending(frontends: { get(a: L3n4Addr): Frontend | undefined }, work: BpfWork): boolean {
  for (const addr of work.pending) if (frontends.get(addr)?.status === 'Pending') return true;
  return false;
}

function processServiceEvent(sim: Sim, txn: WriteTxn, e: BufferEntry) {
  if (e.kind === 'delete' || !e.svc) {
    const [ns = '', name = ''] = e.service.split('/');
    txn.deleteServiceAndFrontends(serviceName(ns, name));
    return;
  }
  const { row, frontends } = convertService(e.svc);
  // Never changed from here on: the log line keeps it, and a new service's index entry can be it.
  const addrs = frontends.map(frontendAddress);
  txn.upsertServiceAndFrontends(row, frontends, addrs);
  sim.emit('agentLog', {
    at: sim.now,
    level: 'debug',
    msg: 'processServiceEvent',
    service: row.name,
    addrs,
  });
}

/** A frontend's address (a function of the module: see `addOnce` in writer.ts). */
function frontendAddress(f: { address: L3n4Addr }): L3n4Addr {
  return f.address;
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
  return oneNameList(distinct[0]!);
}

/** The shared list of this one name. */
function oneNameList(name: string): string[] {
  let list = oneName.get(name);
  // Stryker disable next-line all: a cache (bounded); a fresh one-name list is equal to the cached one.
  if (list === undefined) {
    // Stryker disable next-line all: the bound only limits memory.
    if (oneName.size > 10_000) oneName.clear();
    oneName.set(name, (list = [name]));
  }
  return list;
}

interface SlicePorts {
  endpoints: string[];
  ports: { name: string; port: number; protocol: 'TCP' | 'UDP' | 'SCTP' }[];
  /** `endpoints[].nodeName` by address, when the slice names any. */
  nodeNames?: Record<string, string>;
}

/** What one slice holds: each address:port once, in first-seen order, and its `portNameList` by index. */
interface SliceAddrs {
  addrs: L3n4Addr[];
  names: string[][];
}

/** Addresses × ports of one slice, with the port names each address:port is known by. */
function sliceBackends(s: SlicePorts): SliceAddrs {
  const { endpoints, ports } = s;
  if (ports.length === 1 && allDistinct(endpoints)) {
    // One port and no address twice (most slices): one row per address, all known by the port's name.
    const p = ports[0]!;
    const list = p.name ? oneNameList(p.name) : NO_NAMES;
    const addrs = new Array<L3n4Addr>(endpoints.length);
    const names = new Array<string[]>(endpoints.length);
    for (let i = 0; i < endpoints.length; i++) {
      addrs[i] = l3n4Addr(endpoints[i]!, p.port, p.protocol);
      names[i] = list;
    }
    return { addrs, names };
  }
  const out = new Map<L3n4Addr, string[]>();
  for (const ip of endpoints) {
    for (const p of ports) {
      const a = l3n4Addr(ip, p.port, p.protocol);
      let names = out.get(a);
      if (!names) out.set(a, (names = []));
      if (p.name) names.push(p.name);
    }
  }
  return { addrs: [...out.keys()], names: [...out.values()].map(portNameList) };
}

/** No string twice (a short list is compared pairwise, without a set). */
function allDistinct(list: readonly string[]): boolean {
  if (list.length > 16) return new Set(list).size === list.length;
  for (let i = 1; i < list.length; i++) if (list.lastIndexOf(list[i]!, i - 1) >= 0) return false;
  return true;
}

/** Whether `a` is in `list`; `set` holds the same addresses when the list is long. */
function holds(list: readonly L3n4Addr[], set: ReadonlySet<L3n4Addr> | undefined, a: L3n4Addr): boolean {
  return set ? set.has(a) : list.includes(a);
}

const NO_SLICES: Readonly<Record<string, SlicePorts>> = Object.freeze({});

/**
 * The reflector's per-slice memory (`currentBackends` upstream): the addresses each EndpointSlice held when last
 * processed, and which Service each slice belongs to. Before v1.18.8 it is keyed by the bare slice name
 * (cilium/cilium#43999): the owner of a name is then kept under that name too (a store key always has a `/`).
 */
interface SliceMemory {
  byName: boolean;
  addrs: IdMapEditor<L3n4Addr[]>;
  owners: IdMapEditor<string>;
  /** Slices compared with another Service's addresses in this flush. */
  mixups: SliceMemoryMixup[];
}

/** Where a slice (`namespace/name`) is remembered: its store key, or its bare name before v1.18.8. */
function memoryKey(memory: SliceMemory, sliceKey: string): string {
  return memory.byName ? sliceKey.slice(sliceKey.indexOf('/') + 1) : sliceKey;
}

/**
 * `processEndpointsEvent(Upsert)`: upsert what the changed slices hold now, release what each slice held
 * before and no longer holds (its orphans), then remember the slice's addresses.
 */
function processEndpointsEvent(sim: Sim, txn: WriteTxn, e: BufferEntry, memory: SliceMemory) {
  const { addrs: currentEndpoints, owners: sliceOwners } = memory;
  const slices = e.slices ?? NO_SLICES;
  const mixups: SliceMemoryMixup[] = [];
  // The service's backends over all its changed slices, in first-seen order (one slice: that slice's own).
  let addrs: L3n4Addr[] = [];
  let names: string[][] = [];
  /** Where each address is in `addrs`, from the second slice on (only then can one come twice). */
  let at: Map<L3n4Addr, number> | undefined;
  const orphans: L3n4Addr[] = [];
  const keys = Object.keys(slices);
  for (let k = 0; k < keys.length; k++) {
    const sliceKey = keys[k]!;
    const now = sliceBackends(slices[sliceKey]!);
    if (k === 0) {
      addrs = now.addrs;
      names = now.names;
    } else {
      if (!at) {
        // The first slice's arrays are its own (currentEndpoints keeps them): merge into copies.
        at = new Map();
        for (let i = 0; i < addrs.length; i++) at.set(addrs[i]!, i);
        addrs = addrs.slice();
        names = names.slice();
      }
      for (let i = 0; i < now.addrs.length; i++) {
        const a = now.addrs[i]!;
        const j = at.get(a);
        if (j === undefined) {
          at.set(a, addrs.length);
          addrs.push(a);
          names.push(now.names[i]!);
        } else names[j] = portNameList([...names[j]!, ...now.names[i]!]);
      }
    }
    const key = memoryKey(memory, sliceKey);
    const held = currentEndpoints.get(key);
    if (held) {
      const nowSet = now.addrs.length > 16 ? new Set(now.addrs) : undefined;
      const from = orphans.length;
      for (const a of held) if (!holds(now.addrs, nowSet, a) && !orphans.includes(a)) orphans.push(a);
      const heldBy = key === sliceKey ? e.service : sliceOwners.get(key);
      if (heldBy !== undefined && heldBy !== e.service)
        mixups.push({ slice: key, service: e.service, heldBy, released: orphans.slice(from), stale: [] });
    }
    if (now.addrs.length) {
      currentEndpoints.set(key, now.addrs);
      sliceOwners.set(sliceKey, e.service);
      if (key !== sliceKey) sliceOwners.set(key, e.service);
    } else {
      currentEndpoints.delete(key);
    }
  }
  sim.emit('agentLog', {
    at: sim.now,
    level: 'debug',
    msg: 'UpsertAndReleaseBackends in processEndpointsEvent',
    service: e.service,
    // The log keeps the lists (never changed after this), not their text: see ReflectorLogLine.
    addrs,
    orphans: orphans.length ? orphans : NO_ORPHANS,
  });
  // `addrs` and `names` are never changed from here on (the log and currentEndpoints keep `addrs` too).
  const nodes = endpointNodes(slices, addrs);
  txn.upsertAndReleaseBackendLists(e.service, nodes ? { addrs, names, nodes } : { addrs, names }, orphans);
  if (mixups.length) {
    // What the Service keeps that none of its slices lists: the orphans the mixed-up memory did not compute.
    const listed = new Set(serviceSliceAddrs(sim.state.agent.store.slices, e.service));
    const stale = txn.backendsOfService(e.service).filter((a) => !listed.has(a));
    for (const m of mixups) memory.mixups.push({ ...m, stale });
  }
}

/**
 * The node of each backend by index (`BackendParams.NodeName`, from `endpoints[].nodeName`), or undefined when no
 * changed slice names a node (most do not: the lists stay as they were).
 */
function endpointNodes(
  slices: Readonly<Record<string, SlicePorts>>,
  addrs: readonly L3n4Addr[],
): (string | undefined)[] | undefined {
  let byIp: Map<string, string> | undefined;
  for (const k of Object.keys(slices)) {
    const named = slices[k]!.nodeNames;
    if (!named) continue;
    byIp ??= new Map();
    for (const ip of Object.keys(named)) if (!byIp.has(ip)) byIp.set(ip, named[ip]!);
  }
  if (!byIp) return undefined;
  return addrs.map((a) => byIp.get(parseL3n4Addr(a)?.ip ?? ''));
}

/** Every address:port the Service's EndpointSlices in the agent's store list (a mixup's rare check). */
function serviceSliceAddrs(slices: Record<string, EndpointSlice>, service: string): L3n4Addr[] {
  return Object.values(slices)
    .filter((s) => serviceName(s.namespace, s.service) === service)
    .flatMap((s) => sliceBackends({ endpoints: s.endpoints ?? [], ports: s.ports ?? [] }).addrs);
}
