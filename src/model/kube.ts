import type { Protocol } from './l3n4Addr';

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
  /** Who last wrote it (managedFields manager). */
  manager: string;
  resourceVersion: number;
}

export function objectKey(namespace: string, name: string): string {
  return `${namespace}/${name}`;
}
