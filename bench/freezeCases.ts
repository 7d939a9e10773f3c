import type { ScenarioV1 } from '../src/scenario/types';
import { seqIPv4 as ip } from '../src/testing/seqIPv4';

function base(title: string): ScenarioV1 {
  return {
    version: 2,
    title,
    apiserver: { replicas: 3, advertiseAddress: '169.254.128.7', port: 60002 },
    services: [],
    endpointSlices: [],
    events: [{ at: 5000, type: 'restartApiserver' }],
    durationMs: 70_000,
  };
}

/**
 * `services` ClusterIP Services `default/svc-i`, each with `ports` ports and one slice whose addresses are
 * `endpointsOf(i)`.
 */
function generated(title: string, services: number, ports: number, endpointsOf: (i: number) => string[]) {
  const sc = base(title);
  const portList = Array.from({ length: ports }, (_, p) => ({
    name: ports === 1 ? 'http' : `p${p}`,
    port: ports === 1 ? 80 : 1000 + p,
    protocol: 'TCP' as const,
  }));
  for (let i = 0; i < services; i++) {
    sc.services.push({
      namespace: 'default',
      name: `svc-${i}`,
      type: 'ClusterIP',
      clusterIP: ip(i, 10),
      ports: portList,
    });
    sc.endpointSlices.push({
      namespace: 'default',
      name: `svc-${i}-abcde`,
      service: `svc-${i}`,
      endpoints: endpointsOf(i),
      ports: ports === 1 ? [{ name: 'http', port: 8080, protocol: 'TCP' }] : portList,
    });
  }
  return sc;
}

/** `services` Services, each with `ports` ports and one slice of `endpoints` addresses (all distinct). */
export const manyPorts = (services: number, ports: number, endpoints: number): ScenarioV1 =>
  generated(`${services} × ${ports} ports × ${endpoints} endpoints`, services, ports, (i) =>
    Array.from({ length: endpoints }, (_, k) => ip(i * endpoints + k, 11)),
  );

/** `services` Services whose slices all hold the same one backend address. */
export const sharedBackend = (services: number): ScenarioV1 =>
  generated(`${services} services sharing one backend`, services, 1, () => ['11.0.0.1']);

/** `services` ordinary Services (5 endpoints each), for editor keystrokes. */
export const plain = (services: number): ScenarioV1 =>
  generated(`${services} services`, services, 1, (i) =>
    Array.from({ length: 5 }, (_, k) => ip(i * 5 + k, 11)),
  );

export const freezeCases: Record<string, () => ScenarioV1> = {
  '1x100x160': () => manyPorts(1, 100, 160),
  'shared-100': () => sharedBackend(100),
  'shared-400': () => sharedBackend(400),
  'shared-2000': () => sharedBackend(2000),
  '3x100x1000': () => manyPorts(3, 100, 1000),
  'plain-400': () => plain(400),
  'plain-2000': () => plain(2000),
};
freezeCases['1x100x1000'] = () => manyPorts(1, 100, 1000);
freezeCases['1x50x1000'] = () => manyPorts(1, 50, 1000);
freezeCases['plain-10000'] = () => plain(10000);
