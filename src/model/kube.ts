import type { Protocol } from './l3n4Addr';
import { flatString } from './flatString';

/** Kubernetes objects as the apiserver stores them (the fields this story needs). */

export type ServiceType = 'ClusterIP' | 'NodePort' | 'LoadBalancer';

export interface ServicePort {
  name: string;
  port: number;
  targetPort: number;
  nodePort?: number;
  protocol: Protocol;
}

export interface Service {
  namespace: string;
  name: string;
  type: ServiceType;
  clusterIP: string;
  loadBalancerIPs: string[];
  annotations: Record<string, string>;
  ports: ServicePort[];
  /** `metadata.labels` (absent: none); `service.kubernetes.io/headless` makes the Service headless. */
  labels?: Record<string, string>;
  /** `sessionAffinity: ClientIP` with its timeout (absent: `None`). */
  sessionAffinityTimeoutSeconds?: number;
  resourceVersion: number;
}

export interface EndpointPort {
  name: string;
  port: number;
  protocol: Protocol;
}

export interface EndpointSlice {
  namespace: string;
  name: string;
  /** The owning Service (label kubernetes.io/service-name). */
  service: string;
  /** Endpoint addresses; `null` is what the apiserver writes when it clears default/kubernetes. */
  endpoints: string[] | null;
  ports: EndpointPort[] | null;
  /** `endpoints[].nodeName` by address (absent: no endpoint names its node). */
  nodeNames?: Record<string, string>;
  /** Who last wrote it (managedFields manager). */
  manager: string;
  resourceVersion: number;
}

export function objectKey(namespace: string, name: string): string {
  return flatString([namespace, '/', name]);
}

const sameList = <T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean) =>
  a.length === b.length && a.every((x, i) => eq(x, b[i]!));

const sameRecord = (a: Record<string, string>, b: Record<string, string>) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
};

/** Would storing `b` over `a` change the Service? (resourceVersion aside: the apiserver sets it.) */
export function sameService(a: Omit<Service, 'resourceVersion'>, b: Omit<Service, 'resourceVersion'>) {
  return (
    a.namespace === b.namespace &&
    a.name === b.name &&
    a.type === b.type &&
    a.clusterIP === b.clusterIP &&
    sameList(a.loadBalancerIPs, b.loadBalancerIPs, (x, y) => x === y) &&
    sameRecord(a.annotations, b.annotations) &&
    sameList(
      a.ports,
      b.ports,
      (x, y) =>
        x.name === y.name &&
        x.port === y.port &&
        x.targetPort === y.targetPort &&
        x.nodePort === y.nodePort &&
        x.protocol === y.protocol,
    )
  );
}

/**
 * Would storing `b` over `a` change the EndpointSlice? An empty list and `null` are the same stored object
 * (protobuf in etcd has no null list), and the writer alone does not make a change.
 */
export function sameSlice(
  a: Omit<EndpointSlice, 'resourceVersion' | 'manager'>,
  b: Omit<EndpointSlice, 'resourceVersion' | 'manager'>,
) {
  return (
    a.namespace === b.namespace &&
    a.name === b.name &&
    a.service === b.service &&
    sameList(a.endpoints ?? [], b.endpoints ?? [], (x, y) => x === y) &&
    sameList(
      a.ports ?? [],
      b.ports ?? [],
      (x, y) => x.name === y.name && x.port === y.port && x.protocol === y.protocol,
    ) &&
    sameNodes(a.nodeNames, b.nodeNames)
  );
}

function sameNodes(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  if (a === b) return true;
  const ka = Object.keys(a ?? {});
  return ka.length === Object.keys(b ?? {}).length && ka.every((k) => a![k] === b?.[k]);
}
