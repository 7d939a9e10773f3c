import type { Service } from './kube';
import { l3n4Addr } from './l3n4Addr';
import { serviceName } from './serviceName';
import type { ServiceRow } from './tables';
import type { FrontendParams } from './writer';

/**
 * `convertService` (pkg/loadbalancer/reflectors): one frontend per port for the ClusterIP, the NodePort
 * surrogate `0.0.0.0:<nodePort>`, and each LoadBalancer ingress IP, in that order.
 */
export function convertService(svc: Service): { row: ServiceRow; frontends: FrontendParams[] } {
  const name = serviceName(svc.namespace, svc.name);
  const row: ServiceRow = { name, type: svc.type, annotations: svc.annotations };
  const frontends: FrontendParams[] = [];
  const add = (address: string, type: FrontendParams['type'], portName: string, servicePort: number) =>
    frontends.push({ address, type, serviceName: name, portName, servicePort });
  if (svc.clusterIP && svc.clusterIP !== 'None') {
    for (const p of svc.ports) add(l3n4Addr(svc.clusterIP, p.port, p.protocol), 'ClusterIP', p.name, p.port);
  }
  if (svc.type !== 'ClusterIP') {
    for (const p of svc.ports) {
      if (p.nodePort) add(l3n4Addr('0.0.0.0', p.nodePort, p.protocol), 'NodePort', p.name, p.port);
    }
  }
  if (svc.type === 'LoadBalancer') {
    for (const ip of svc.loadBalancerIPs) {
      for (const p of svc.ports) add(l3n4Addr(ip, p.port, p.protocol), 'LoadBalancer', p.name, p.port);
    }
  }
  return { row, frontends };
}
