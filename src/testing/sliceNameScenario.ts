import type { Scenario } from '../scenario/types';

/**
 * Two Services named `service` in namespaces `test-a` and `test-b`, each with an EndpointSlice also named
 * `service` (as upstream's name-collisions script test has them): test-b's arrive later, then test-a's slice
 * drops an address. v1.18.0–v1.18.7 remember slices by bare name (cilium/cilium#43999), so test-a's slice is
 * compared with test-b's addresses: its real orphan is kept. v1.18.8 keys the memory by namespace/name.
 */
export function twoNamespaces(ciliumVersion?: string): Scenario {
  const svc = (ns: string, ip: string) => ({
    namespace: ns,
    name: 'service',
    type: 'ClusterIP' as const,
    clusterIP: ip,
    ports: [{ name: 'http', port: 80 }],
  });
  const slice = (ns: string, net: string) => ({
    namespace: ns,
    name: 'service',
    service: 'service',
    endpoints: [`${net}.1`, `${net}.2`],
    ports: [{ name: 'http', port: 80 }],
  });
  return {
    version: 2,
    title: 'same slice name, two namespaces',
    ...(ciliumVersion ? { ciliumVersion } : {}),
    services: [svc('test-a', '10.96.50.104')],
    endpointSlices: [slice('test-a', '10.244.1')],
    events: [
      { at: 2000, type: 'createService', service: svc('test-b', '10.96.50.105') },
      { at: 2000, type: 'createEndpointSlice', ...slice('test-b', '10.245.1') },
      {
        at: 5000,
        type: 'patchEndpointSlice',
        namespace: 'test-a',
        name: 'service',
        endpoints: ['10.244.1.1'],
      },
    ],
    seed: 1,
  };
}
