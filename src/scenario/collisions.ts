import { serviceLookupPrefix, instanceKeyHex, K8S_SOURCE_PRIORITY } from '../model/backendInstanceKey';
import { l3n4Addr } from '../model/l3n4Addr';
import type { ScenarioV1 } from './types';

export interface Collision {
  /** The service whose release would take the other's instance (its name is the shorter). */
  released: string;
  victim: string;
  /** Backend addresses both services point at. */
  shared: string[];
  prefixHex: string;
  victimKeyHex: string;
}

/** Backend addresses (ip:port/PROTO) each service's slices hold, by `namespace/name`. */
function backendsByService(sc: ScenarioV1): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const s of sc.endpointSlices) {
    const key = `${s.namespace}/${s.service}`;
    const set = out.get(key) ?? new Set<string>();
    for (const ip of s.endpoints ?? [])
      for (const p of s.ports ?? []) set.add(l3n4Addr(ip, p.port, p.protocol ?? 'TCP'));
    out.set(key, set);
  }
  if (sc.apiserver) {
    out.set(
      'default/kubernetes',
      new Set([l3n4Addr(sc.apiserver.advertiseAddress, sc.apiserver.port, 'TCP')]),
    );
  }
  return out;
}

/**
 * Pairs of services that the buggy key would damage: one ServiceName is a byte-prefix of the other AND they
 * share an ip:port/protocol. (The fixed key's trailing 0x20 breaks every such match.)
 */
export function findCollisions(sc: ScenarioV1): Collision[] {
  const bes = backendsByService(sc);
  const names = [...bes.keys()].sort();
  const out: Collision[] = [];
  for (const a of names) {
    for (const b of names) {
      if (a === b || !b.startsWith(a)) continue;
      const shared = [...bes.get(a)!].filter((x) => bes.get(b)!.has(x)).sort();
      if (!shared.length) continue;
      out.push({
        released: a,
        victim: b,
        shared,
        prefixHex: serviceLookupPrefix(a, 'buggy'),
        victimKeyHex: instanceKeyHex({ serviceName: b, sourcePriority: K8S_SOURCE_PRIORITY }, 'buggy'),
      });
    }
  }
  return out;
}
