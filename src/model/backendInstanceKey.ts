import { byteHex } from './bytes';
import { flatString } from './flatString';
import { serviceNameKey, type ServiceName } from './serviceName';

/** Which `BackendInstanceKey.Key()` the agent runs: before or after cilium/cilium#43620. */
export type KeyVariant = 'buggy' | 'fixed';

/** `BackendInstanceKey` (pkg/loadbalancer/backend.go): one instance of a backend per service and source. */
export interface BackendInstanceKey {
  serviceName: ServiceName;
  sourcePriority: number;
}

/**
 * Priority of the Kubernetes source in the running agent. docs/model.md marks this *inferred*: the bug fires
 * either way, because the lookup prefix is always built with priority 0.
 */
export const K8S_SOURCE_PRIORITY = 4;

/**
 * `BackendInstanceKey.Key()` as hex bytes.
 * - buggy: priority 0 → exactly the name bytes; p > 0 → name + 0x20 + p.
 * - fixed (#43620): priority 0 → name + 0x20; p > 0 → name + 0x20 + p.
 */
export function instanceKeyHex(key: BackendInstanceKey, variant: KeyVariant): string {
  // Every backend of a service carries the same key: build it once (one string shared by all of them).
  const p = key.sourcePriority;
  // Upstream's `SourcePriority` is a uint8: anything else is a bug in the caller, not a key.
  if (!Number.isInteger(p) || p < 0 || p > 255) throw new RangeError(`sourcePriority ${p} is not a uint8`);
  const memo = (memos[variant][p] ??= new Map());
  let hex = memo.get(key.serviceName);
  // Stryker disable next-line all: a cache (bounded); computing the key every time gives the same bytes.
  if (hex === undefined) {
    // Stryker disable next-line all: the bound only limits memory; clearing sooner or later changes no key.
    if (memo.size > 100_000) memo.clear();
    memo.set(key.serviceName, (hex = computeKeyHex(key, variant)));
  }
  return hex;
}

function computeKeyHex(key: BackendInstanceKey, variant: KeyVariant): string {
  const name = serviceNameKey(key.serviceName);
  // Flat (see flatString): the key is compared and prefix-matched on every release.
  if (key.sourcePriority === 0) return variant === 'buggy' ? name : flatString([name, '20']);
  return flatString([name, '20', byteHex(key.sourcePriority)]);
}

// A pure function's memo, per variant and priority byte.
const memos: Record<KeyVariant, (Map<ServiceName, string> | undefined)[]> = { buggy: [], fixed: [] };

/** The byte prefix `GetInstancesOfService(name)` queries with: the key of `{name, priority 0}`. */
export function serviceLookupPrefix(name: ServiceName, variant: KeyVariant): string {
  return instanceKeyHex({ serviceName: name, sourcePriority: 0 }, variant);
}
