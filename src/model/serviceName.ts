import { utf8Hex } from './bytes';
import { flatString } from './flatString';

/** A Service's name as Cilium writes it: `namespace/name` (`cluster/namespace/name` with a cluster). */
export type ServiceName = string;

/** Builds a ServiceName. */
export function serviceName(namespace: string, name: string, cluster?: string): ServiceName {
  return flatString(cluster ? [cluster, '/', namespace, '/', name] : [namespace, '/', name]);
}

/**
 * `ServiceName.Key()`: the raw bytes of the string, with no terminator and no length prefix
 * (pkg/loadbalancer/loadbalancer.go). That is what makes one name a byte-prefix of another.
 */
export function serviceNameKey(name: ServiceName): string {
  let k = keys.get(name);
  // Stryker disable next-line all: a cache (bounded); computing the key every time gives the same bytes.
  if (k === undefined) {
    // Stryker disable next-line all: the bound only limits memory; clearing sooner or later changes no key.
    if (keys.size > 100_000) keys.clear();
    keys.set(name, (k = utf8Hex(name)));
  }
  return k;
}

// A pure function's memo: every backend of a service re-derives the same key.
const keys = new Map<ServiceName, string>();
