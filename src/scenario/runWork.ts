import type { ScenarioEventV1, ScenarioV1 } from './types';

/**
 * A release of `n` backends in one flush costs the model about n²/RELEASE_SQUARE writes on top of n: every
 * orphan's release walks the Backend rows the same Service still holds (measured: 10,000 orphans of one Service
 * 0.2 s, 50,000 4 s, 100,000 19 s, against 1.3 s to add 100,000).
 */
const RELEASE_SQUARE = 5_000;

/**
 * The most backend writes a scenario's run may make (every agent, both keys): about a few seconds of simulation
 * per key in a worker on a busy two-core machine. Checked before anything is simulated.
 */
export const MAX_RUN_WRITES = 1_000_000;

/** What a whole run asks of the model, in backend writes, and the part of it that costs most. */
export interface RunWork {
  /** Writes over the first sync and every event, for every agent and both keys (the app simulates both). */
  total: number;
  /** The first sync (-1) or the event (its index) that costs most, and its writes (both keys, every agent). */
  worst: { event: number; writes: number };
}

type Slice = { service: string; endpoints: readonly string[] };

/**
 * Counts, in one linear pass over the scenario and its events (nothing is simulated), the backend writes a run
 * will make: the first sync programs every backend; a slice change writes its Service's backends and releases
 * its orphans; a Service change refreshes its frontends' backends; an apiserver or agent restart may relist
 * (every backend again). Multiplied by the agents (one per node) and the two keys. Event types it does not know
 * are counted as a relist, so that a new type is never free.
 */
export function runWork(sc: Pick<ScenarioV1, 'services' | 'endpointSlices' | 'events' | 'nodes'>): RunWork {
  const ports = new Map<string, number>();
  for (const s of sc.services) ports.set(`${s.namespace}/${s.name}`, s.ports.length);
  const cluster = new Cluster(ports);
  for (const s of sc.endpointSlices)
    cluster.setSlice(`${s.namespace}/${s.name}`, {
      service: `${s.namespace}/${s.service}`,
      endpoints: s.endpoints ?? [],
    });
  const factor = 2 * (1 + (sc.nodes?.length ?? 0));
  let worst = { event: -1, writes: cluster.allBackends() * factor };
  let total = worst.writes;
  sc.events.forEach((e, index) => {
    const writes = eventWrites(e, cluster) * factor;
    total += writes;
    if (writes > worst.writes) worst = { event: index, writes };
  });
  return { total, worst };
}

/** The Services' port counts and the slices, indexed by Service, as the events change them. */
class Cluster {
  readonly slices = new Map<string, Slice>();
  private readonly byService = new Map<string, Set<string>>();
  /** allBackends() until something changes (restarts in a row ask again). */
  private all: number | undefined;
  constructor(readonly ports: Map<string, number>) {}

  setSlice(key: string, next: Slice | undefined) {
    const before = this.slices.get(key);
    if (before) this.byService.get(before.service)?.delete(key);
    if (next) {
      this.slices.set(key, next);
      let keys = this.byService.get(next.service);
      if (!keys) this.byService.set(next.service, (keys = new Set()));
      keys.add(key);
    } else this.slices.delete(key);
    this.all = undefined;
  }

  setPorts(service: string, n: number | undefined) {
    if (n === undefined) this.ports.delete(service);
    else this.ports.set(service, n);
    this.all = undefined;
  }

  /** A Service's distinct endpoint addresses × its ports. */
  backendsOf(service: string): number {
    const seen = new Set<string>();
    for (const key of this.byService.get(service) ?? [])
      for (const ip of this.slices.get(key)!.endpoints) seen.add(ip);
    return seen.size * (this.ports.get(service) ?? 0);
  }

  allBackends(): number {
    if (this.all === undefined) {
      this.all = 0;
      for (const service of this.ports.keys()) this.all += this.backendsOf(service);
    }
    return this.all;
  }
}

function eventWrites(e: ScenarioEventV1, cluster: Cluster): number {
  const sliceChange = (key: string, next: Slice | undefined): number => {
    const before = cluster.slices.get(key);
    const kept = new Set(next?.endpoints ?? []);
    const service = next?.service ?? before?.service ?? '';
    const lost = before?.endpoints.filter((ip) => !kept.has(ip)).length ?? 0;
    const released = lost * (cluster.ports.get(service) ?? 0);
    cluster.setSlice(key, next);
    return cluster.backendsOf(service) + released + Math.ceil((released * released) / RELEASE_SQUARE);
  };
  switch (e.type) {
    case 'connect':
      return 0;
    case 'patchEndpointSlice': {
      const key = `${e.namespace}/${e.name}`;
      const before = cluster.slices.get(key);
      if (!before) return 0;
      const endpoints = e.endpoints === undefined ? before.endpoints : (e.endpoints ?? []);
      return sliceChange(key, { service: before.service, endpoints });
    }
    case 'createEndpointSlice':
      return sliceChange(`${e.namespace}/${e.name}`, {
        service: `${e.namespace}/${e.service}`,
        endpoints: e.endpoints ?? [],
      });
    case 'deleteEndpointSlice':
      return sliceChange(`${e.namespace}/${e.name}`, undefined);
    case 'createService': {
      const key = `${e.service.namespace}/${e.service.name}`;
      cluster.setPorts(key, e.service.ports.length);
      return cluster.backendsOf(key);
    }
    case 'deleteService': {
      const key = `${e.namespace}/${e.name}`;
      const n = cluster.backendsOf(key);
      cluster.setPorts(key, undefined);
      return n;
    }
    case 'annotateService':
      return cluster.backendsOf(`${e.namespace}/${e.name}`);
    default:
      return cluster.allBackends();
  }
}
