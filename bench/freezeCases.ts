import type { ScenarioV1 } from '../src/scenario/types';

const ip = (n: number, a: number) => `${a}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function base(title: string): ScenarioV1 {
  return {
    version: 1,
    title,
    apiserver: { replicas: 3, advertiseAddress: '169.254.128.7', port: 60002 },
    services: [],
    endpointSlices: [],
    events: [{ at: 5000, type: 'restartApiserver' }],
    durationMs: 70_000,
  };
}

/** `services` Services, each with `ports` ports and one slice of `endpoints` addresses (all distinct). */
export function manyPorts(services: number, ports: number, endpoints: number): ScenarioV1 {
  const sc = base(`${services} × ${ports} ports × ${endpoints} endpoints`);
  for (let i = 0; i < services; i++) {
    const portList = Array.from({ length: ports }, (_, p) => ({
      name: `p${p}`,
      port: 1000 + p,
      protocol: 'TCP' as const,
    }));
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
      endpoints: Array.from({ length: endpoints }, (_, k) => ip(i * endpoints + k, 11)),
      ports: portList,
    });
  }
  return sc;
}

/** `services` Services whose slices all hold the same one backend address. */
export function sharedBackend(services: number): ScenarioV1 {
  const sc = base(`${services} services sharing one backend`);
  for (let i = 0; i < services; i++) {
    sc.services.push({
      namespace: 'default',
      name: `svc-${i}`,
      type: 'ClusterIP',
      clusterIP: ip(i, 10),
      ports: [{ name: 'http', port: 80, protocol: 'TCP' }],
    });
    sc.endpointSlices.push({
      namespace: 'default',
      name: `svc-${i}-abcde`,
      service: `svc-${i}`,
      endpoints: ['11.0.0.1'],
      ports: [{ name: 'http', port: 8080, protocol: 'TCP' }],
    });
  }
  return sc;
}

/** `services` ordinary Services (5 endpoints each), for editor keystrokes. */
export function plain(services: number): ScenarioV1 {
  const sc = base(`${services} services`);
  for (let i = 0; i < services; i++) {
    sc.services.push({
      namespace: 'default',
      name: `svc-${i}`,
      type: 'ClusterIP',
      clusterIP: ip(i, 10),
      ports: [{ name: 'http', port: 80, protocol: 'TCP' }],
    });
    sc.endpointSlices.push({
      namespace: 'default',
      name: `svc-${i}-abcde`,
      service: `svc-${i}`,
      endpoints: Array.from({ length: 5 }, (_, k) => ip(i * 5 + k, 11)),
      ports: [{ name: 'http', port: 8080, protocol: 'TCP' }],
    });
  }
  return sc;
}

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
