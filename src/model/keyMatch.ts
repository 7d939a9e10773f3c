import {
  instanceKeyHex,
  K8S_SOURCE_PRIORITY,
  serviceLookupPrefix,
  type KeyVariant,
} from './backendInstanceKey';
import type { ServiceName } from './serviceName';

/** What `backendRelease(backend, released)` does to `other`'s instance on the same backend, byte by byte. */
export interface KeyMatch {
  /** `GetInstancesOfService(released)`'s lookup prefix (hex). */
  prefixHex: string;
  /** `other`'s stored instance key, with the Kubernetes source's priority (hex). */
  storedHex: string;
  /** How many leading bytes the two have in common. */
  shared: number;
  /**
   * The first byte at which they differ, within both (null when the prefix ends first: every byte of it
   * matched).
   */
  firstDiff: number | null;
  /** The prefix query returns `other`'s instance: the release takes it. */
  taken: boolean;
}

/**
 * Compares `released`'s lookup prefix with `other`'s stored instance key under one `Key()` variant: the
 * byte-prefix query takes `other`'s instance exactly when the prefix is a prefix of its key.
 */
export function keyMatch(released: ServiceName, other: ServiceName, variant: KeyVariant): KeyMatch {
  const prefixHex = serviceLookupPrefix(released, variant);
  const storedHex = instanceKeyHex({ serviceName: other, sourcePriority: K8S_SOURCE_PRIORITY }, variant);
  const n = Math.min(prefixHex.length, storedHex.length) / 2;
  let shared = 0;
  while (shared < n && prefixHex.substr(shared * 2, 2) === storedHex.substr(shared * 2, 2)) shared++;
  return {
    prefixHex,
    storedHex,
    shared,
    firstDiff: shared < n ? shared : null,
    taken: storedHex.startsWith(prefixHex),
  };
}
