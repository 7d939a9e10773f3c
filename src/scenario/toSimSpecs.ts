import type { ServiceSpec, SliceSpec } from '../model/input';
import type { ScenarioServiceV1, ScenarioSliceV1 } from './types';

/** A Service as the simulator takes it: optional fields filled with their defaults. */
export function toService(s: ScenarioServiceV1): ServiceSpec {
  return {
    namespace: s.namespace,
    name: s.name,
    type: s.type,
    clusterIP: s.clusterIP,
    loadBalancerIPs: s.loadBalancerIPs ?? [],
    annotations: s.annotations ?? {},
    ports: s.ports.map((p) => ({
      name: p.name ?? '',
      port: p.port,
      targetPort: p.targetPort ?? p.port,
      ...(p.nodePort ? { nodePort: p.nodePort } : {}),
      protocol: p.protocol ?? 'TCP',
    })),
    ...(s.labels && Object.keys(s.labels).length && { labels: s.labels }),
    ...(s.sessionAffinity === 'ClientIP' && {
      sessionAffinityTimeoutSeconds: s.sessionAffinityTimeoutSeconds ?? DEFAULT_AFFINITY_TIMEOUT_S,
    }),
  };
}

/** `DefaultClientIPServiceAffinitySeconds`: three hours. */
const DEFAULT_AFFINITY_TIMEOUT_S = 10_800;

/** A slice's ports with their defaults (null stays null). */
export function toPorts(ports: ScenarioSliceV1['ports']): SliceSpec['ports'] {
  if (ports === null) return null;
  return (ports ?? []).map((p) => ({ name: p.name ?? '', port: p.port, protocol: p.protocol ?? 'TCP' }));
}

export function toSlice(s: ScenarioSliceV1): SliceSpec {
  return {
    namespace: s.namespace,
    name: s.name,
    service: s.service,
    endpoints: s.endpoints,
    ports: toPorts(s.ports),
    ...(s.nodeNames && Object.keys(s.nodeNames).length && { nodeNames: s.nodeNames }),
  };
}
