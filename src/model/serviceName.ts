import { utf8Hex } from './bytes';

/** A Service's name as Cilium writes it: `namespace/name` (`cluster/namespace/name` with a cluster). */
export type ServiceName = string;

/** Builds a ServiceName. */
export function serviceName(namespace: string, name: string, cluster?: string): ServiceName {
  return cluster ? `${cluster}/${namespace}/${name}` : `${namespace}/${name}`;
}

/**
 * `ServiceName.Key()`: the raw bytes of the string, with no terminator and no length prefix
 * (pkg/loadbalancer/loadbalancer.go). That is what makes one name a byte-prefix of another.
 */
export function serviceNameKey(name: ServiceName): string {
  return utf8Hex(name);
}
