import type { BackendInstanceKey } from './backendInstanceKey';

/** What a backend instance records for its service (`BackendParams`, trimmed to what the story needs). */
export interface BackendParams {
  /** Port names the EndpointSlice gave this address:port for this service (not part of any key). */
  portNames: string[];
  state: 'active' | 'terminating';
  /** `NodeName`: the node its EndpointSlice endpoint names (absent when it names none). */
  nodeName?: string;
}

export interface InstanceEntry {
  /** The map key: `BackendInstanceKey.Key()` as hex (see bytes.ts). */
  keyHex: string;
  key: BackendInstanceKey;
  params: BackendParams;
}

/**
 * A persistent sorted map of backend instances, iterated in byte order of the key, like the radix tree
 * (`part.Map`) Cilium uses. Every operation returns a new array and never mutates its input.
 */
export type InstanceMap = readonly InstanceEntry[];

function lowerBound(map: InstanceMap, keyHex: string): number {
  let lo = 0;
  let hi = map.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (map[mid]!.keyHex < keyHex) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `Set`: inserts or replaces the entry with this key. */
export function instancesSet(map: InstanceMap, entry: InstanceEntry): InstanceMap {
  const i = lowerBound(map, entry.keyHex);
  const replace = map[i]?.keyHex === entry.keyHex ? 1 : 0;
  return [...map.slice(0, i), entry, ...map.slice(i + replace)];
}

/** `Delete`: removes the entry with exactly this key (no-op when absent). */
export function instancesDelete(map: InstanceMap, keyHex: string): InstanceMap {
  const i = lowerBound(map, keyHex);
  if (map[i]?.keyHex !== keyHex) return map;
  return [...map.slice(0, i), ...map.slice(i + 1)];
}

/** `Prefix`: every entry whose key starts with these bytes, in byte order. */
export function instancesPrefix(map: InstanceMap, prefixHex: string): InstanceEntry[] {
  const out: InstanceEntry[] = [];
  for (let i = lowerBound(map, prefixHex); i < map.length; i++) {
    const e = map[i]!;
    if (!e.keyHex.startsWith(prefixHex)) break;
    out.push(e);
  }
  return out;
}
