import { instanceKeyHex, K8S_SOURCE_PRIORITY, serviceLookupPrefix } from '../model/backendInstanceKey';
import type { EndpointConditions, SlicePort, SourceRef, SvcPort } from './dump';
import { findPrefixPairs } from './findPrefixPairs';
import type { ServiceIndex } from './serviceIndex';

/** One side of a pair, with what a replay needs (ports, slice names) and nothing else. */
export interface ServiceRef {
  key: string;
  namespace: string;
  name: string;
  type: string;
  headless: boolean;
  clusterIPs: string[];
  loadBalancerIPs: string[];
  ports: SvcPort[];
  slices: { name: string; ports: SlicePort[] }[];
  /** How many distinct backends its slices list. */
  backends: number;
  source?: SourceRef;
}

/** Two Services the buggy release links: `released`'s name is a byte-prefix of `victim`'s, and they share backends. */
export interface ExposedPair {
  id: string;
  released: ServiceRef;
  victim: ServiceRef;
  /** The released Service's lookup prefix: its `namespace/name` bytes (buggy key, priority 0). */
  prefix: { text: string; hex: string; bytes: number; fixedHex: string };
  /** The victim's instance key (Kubernetes source priority), which the buggy prefix matches. */
  victimKeyHex: string;
  /** Backend rows both hold: `ip:port/PROTO`, sorted. */
  shared: string[];
  /** Every backend of the victim is shared: when they are released its frontends end with zero backends. */
  victimLosesAll: boolean;
  /** Shared rows whose endpoint is not simply ready on one side, with the conditions as the slice states them. */
  conditions: SharedConditions[];
}

/** A shared backend row that one Service's slice lists as not ready, not serving or terminating. */
export interface SharedConditions {
  backend: string;
  service: string;
  conditions: EndpointConditions;
}

export type NotExposedReason = 'no-shared-backend' | 'victim-headless' | 'victim-not-in-dump';

export interface PrefixOnlyPair {
  released: string;
  victim: string;
  reason: NotExposedReason;
  prefixHex: string;
  /** Same IP and port but another protocol, or same IP and another port: still different Backend rows. */
  nearMiss?: { address: string; differs: 'port' | 'protocol' };
}

export interface Exposure {
  status: 'exposed' | 'not-exposed';
  pairs: ExposedPair[];
  notExposed: PrefixOnlyPair[];
}

const ip = (addr: string) => addr.slice(0, addr.lastIndexOf(':'));
const proto = (addr: string) => addr.slice(addr.lastIndexOf('/') + 1);

function nearMiss(a: Set<string>, b: Set<string>): PrefixOnlyPair['nearMiss'] {
  const byIp = new Map<string, string>();
  for (const x of a) byIp.set(ip(x), x);
  for (const y of b) {
    const x = byIp.get(ip(y));
    if (!x) continue;
    const samePort = x.slice(0, x.lastIndexOf('/')) === y.slice(0, y.lastIndexOf('/'));
    return { address: `${x} vs ${y}`, differs: samePort && proto(x) !== proto(y) ? 'protocol' : 'port' };
  }
  return undefined;
}

/** One side of a pair as the result reports it (a Service known only from its slices gets defaults). */
export function serviceRef(idx: ServiceIndex, key: string): ServiceRef {
  const s = idx.services.get(key);
  const [namespace, name] = key.split('/') as [string, string];
  return {
    key,
    namespace,
    name,
    type: s?.type ?? 'ClusterIP',
    headless: s?.headless ?? false,
    clusterIPs: s?.clusterIPs ?? [],
    loadBalancerIPs: s?.loadBalancerIPs ?? [],
    ports: s?.ports ?? [],
    slices: (idx.slices.get(key) ?? []).map((sl) => ({ name: sl.name, ports: sl.ports })),
    backends: idx.backends(key).size,
    ...(s && { source: s.source }),
  };
}

/**
 * The exposure verdict: pairs whose names are byte-prefixes AND that share a backend `ip:port/protocol`; prefix
 * pairs that share nothing (or whose longer-named Service has no frontends) are listed as not exposed.
 */
export function findExposure(idx: ServiceIndex): Exposure {
  const keys = idx.keys();
  const pairs: ExposedPair[] = [];
  const notExposed: PrefixOnlyPair[] = [];
  for (const [a, b] of findPrefixPairs(keys)) {
    const ba = idx.backends(a);
    const bb = idx.backends(b);
    const [small, big] = ba.size <= bb.size ? [ba, bb] : [bb, ba];
    const shared = [...small].filter((x) => big.has(x)).sort();
    const prefixHex = serviceLookupPrefix(a, 'buggy');
    const victim = idx.services.get(b);
    const reason: NotExposedReason | undefined = !shared.length
      ? 'no-shared-backend'
      : !victim
        ? 'victim-not-in-dump'
        : victim.headless
          ? 'victim-headless'
          : undefined;
    if (reason) {
      const near = reason === 'no-shared-backend' ? nearMiss(ba, bb) : undefined;
      notExposed.push({ released: a, victim: b, reason, prefixHex, ...(near && { nearMiss: near }) });
      continue;
    }
    pairs.push({
      id: `${a} > ${b}`,
      released: serviceRef(idx, a),
      victim: serviceRef(idx, b),
      prefix: {
        text: a,
        hex: prefixHex,
        bytes: prefixHex.length / 2,
        fixedHex: serviceLookupPrefix(a, 'fixed'),
      },
      victimKeyHex: instanceKeyHex({ serviceName: b, sourcePriority: K8S_SOURCE_PRIORITY }, 'buggy'),
      shared,
      victimLosesAll: shared.length === bb.size,
      conditions: shared.flatMap((row) =>
        [a, b].flatMap((service) => {
          const conditions = idx.conditions(service, row);
          return conditions ? [{ backend: row, service, conditions }] : [];
        }),
      ),
    });
  }
  return { status: pairs.length ? 'exposed' : 'not-exposed', pairs, notExposed };
}
