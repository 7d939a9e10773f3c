import type { Service } from './kube';
import { l3n4Addr } from './l3n4Addr';
import { serviceName } from './serviceName';
import type { ServiceRow } from './tables';
import type { FrontendParams } from './frontend';

/**
 * `convertService` (pkg/loadbalancer/reflectors): one frontend per port for the ClusterIP, the NodePort
 * surrogate `0.0.0.0:<nodePort>`, and each LoadBalancer ingress IP, in that order.
 */
export function convertService(svc: Service): { row: ServiceRow; frontends: FrontendParams[] } {
  const name = serviceName(svc.namespace, svc.name);
  const row: ServiceRow = { name, type: svc.type, annotations: svc.annotations };
  const frontends: FrontendParams[] = [];
  // A headless Service (the label, or ClusterIP None) has no frontends, whatever addresses its spec holds.
  if (isHeadless(svc)) return { row, frontends };
  if (svc.clusterIP) {
    for (const p of svc.ports)
      frontends.push(fe(l3n4Addr(svc.clusterIP, p.port, p.protocol), 'ClusterIP', name, p.name, p.port));
  }
  if (svc.type !== 'ClusterIP') {
    for (const p of svc.ports) {
      if (p.nodePort)
        frontends.push(fe(l3n4Addr('0.0.0.0', p.nodePort, p.protocol), 'NodePort', name, p.name, p.port));
    }
  }
  if (svc.type === 'LoadBalancer') {
    for (const ip of svc.loadBalancerIPs) {
      for (const p of svc.ports)
        frontends.push(fe(l3n4Addr(ip, p.port, p.protocol), 'LoadBalancer', name, p.name, p.port));
    }
  }
  return { row, frontends };
}

/** A frontend's parameters (a function of the module, not a closure per Service: see `addOnce` in writer.ts). */
function fe(
  address: string,
  type: FrontendParams['type'],
  serviceName: FrontendParams['serviceName'],
  portName: string,
  servicePort: number,
): FrontendParams {
  return { address, type, serviceName, portName, servicePort };
}

/** The label that makes a Service headless (`corev1.IsHeadlessService`). */
export const HEADLESS_LABEL = 'service.kubernetes.io/headless';

/** `isHeadless`: the `service.kubernetes.io/headless` label (any value), or a ClusterIP of `None` in any case. */
export function isHeadless(svc: Pick<Service, 'clusterIP' | 'labels'>): boolean {
  return (
    (svc.labels !== undefined && Object.hasOwn(svc.labels, HEADLESS_LABEL)) ||
    svc.clusterIP.toLowerCase() === 'none'
  );
}
