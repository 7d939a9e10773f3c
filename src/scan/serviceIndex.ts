import { svcKey, type Dump, type EndpointConditions, type SliceInfo, type SvcInfo } from './dump';
import { canonicalIp } from '../model/ipAddr';

/**
 * `ip:port/PROTO`, IPv6 in brackets — the identity of a Backend row (address, port AND protocol). The IP is
 * canonical, as Cilium parses it: two spellings of one IPv6 address are one row.
 */
export function l3n4(ip: string, port: number, proto: string): string {
  const c = canonicalIp(ip);
  return `${c.includes(':') ? `[${c}]` : c}:${port}/${proto}`;
}

const plainReady = (c: EndpointConditions) =>
  c.ready !== false && c.serving !== false && c.terminating !== true;

/**
 * Lookups over a dump. Building it only groups slices by Service; backend sets and ready counts are computed on
 * first use, because only the few Services in prefix pairs (or behind an empty frontend) ever need them — at
 * 100,000 endpoints that saves most of the scan's allocations.
 */
export class ServiceIndex {
  readonly services = new Map<string, SvcInfo>();
  readonly slices = new Map<string, SliceInfo[]>();
  /** Frontend address (`ip:port/PROTO`, NodePorts as `0.0.0.0:<nodePort>/PROTO`) → Service. */
  readonly vips = new Map<string, string>();
  readonly endpoints: number;
  private readonly backendCache = new Map<string, Set<string>>();
  private readonly conditionCache = new Map<string, Map<string, EndpointConditions>>();
  private readonly readyCache = new Map<string, number>();

  constructor(dump: Dump) {
    for (const s of dump.services) {
      this.services.set(svcKey(s), s);
      this.addVips(s);
    }
    let endpoints = 0;
    for (const sl of dump.slices) {
      const key = `${sl.namespace}/${sl.service}`;
      const list = this.slices.get(key);
      if (list) list.push(sl);
      else this.slices.set(key, [sl]);
      endpoints += sl.endpoints.length;
    }
    this.endpoints = endpoints;
  }

  /** Every `namespace/name` that has a Service or EndpointSlices (a release needs only the latter). */
  keys(): Set<string> {
    return new Set([...this.services.keys(), ...this.slices.keys()]);
  }

  /**
   * The backend rows a Service's slices hold: every address × slice port, whatever the endpoint's conditions. A
   * not-ready endpoint still counts: a readiness flap is exactly what releases the shared backend, and a dump
   * taken during one shows `ready: false` on the side that is being released.
   */
  backends(key: string): Set<string> {
    let set = this.backendCache.get(key);
    if (set) return set;
    set = new Set();
    const odd = new Map<string, EndpointConditions>();
    for (const sl of this.slices.get(key) ?? [])
      for (const ep of sl.endpoints)
        for (const a of ep.addresses)
          for (const p of sl.ports) {
            const row = l3n4(a, p.port, p.protocol);
            set.add(row);
            if (!plainReady(ep.conditions)) odd.set(row, ep.conditions);
          }
    this.backendCache.set(key, set);
    this.conditionCache.set(key, odd);
    return set;
  }

  /** The conditions of a backend row whose endpoint is not simply ready (not ready, not serving, terminating). */
  conditions(key: string, row: string): EndpointConditions | undefined {
    this.backends(key);
    return this.conditionCache.get(key)!.get(row);
  }

  /** Distinct ready endpoint addresses of a Service. */
  ready(key: string): number {
    let n = this.readyCache.get(key);
    if (n !== undefined) return n;
    const addrs = new Set<string>();
    for (const sl of this.slices.get(key) ?? [])
      for (const ep of sl.endpoints) if (ep.ready) for (const a of ep.addresses) addrs.add(canonicalIp(a));
    this.readyCache.set(key, (n = addrs.size));
    return n;
  }

  private addVips(s: SvcInfo) {
    if (s.headless) return;
    const key = svcKey(s);
    for (const p of s.ports) {
      for (const ip of [...s.clusterIPs, ...s.loadBalancerIPs, ...s.externalIPs])
        this.vips.set(l3n4(ip, p.port, p.protocol), key);
      if (p.nodePort) this.vips.set(l3n4('0.0.0.0', p.nodePort, p.protocol), key);
    }
  }
}

/** The lookups the verdicts need, built once per dump. */
export const indexDump = (dump: Dump) => new ServiceIndex(dump);
