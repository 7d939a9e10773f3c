import { seqIPv4 as ip } from '../src/testing/seqIPv4';
import type { SimInput } from '../src/model/input';
import { toSimInput } from '../src/scenario/toSimInput';

/** A generated cluster: `services` ClusterIP Services, each with one slice of `perSlice` endpoints. */
export function bigCluster(services: number, perSlice: number): SimInput {
  const base = toSimInput({
    version: 2,
    title: `generated ${services} services`,
    apiserver: { replicas: 3, advertiseAddress: '169.254.128.7', port: 60002 },
    services: [],
    endpointSlices: [],
    events: [{ at: 5000, type: 'restartApiserver' }],
    durationMs: 70_000,
  });
  for (let i = 0; i < services; i++) {
    base.services.push({
      namespace: 'bench',
      name: `svc-${i}`,
      type: 'ClusterIP',
      clusterIP: ip(i, 10),
      loadBalancerIPs: [],
      annotations: {},
      ports: [{ name: 'http', port: 80, targetPort: 8080, protocol: 'TCP' }],
    });
    base.endpointSlices.push({
      namespace: 'bench',
      name: `svc-${i}-abcde`,
      service: `svc-${i}`,
      endpoints: Array.from({ length: perSlice }, (_, k) => ip(i * perSlice + k, 11)),
      ports: [{ name: 'http', port: 8080, protocol: 'TCP' }],
    });
  }
  return base;
}
