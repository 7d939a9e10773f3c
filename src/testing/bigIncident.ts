import { seqIPv4 as ip } from './seqIPv4';
import { tkeIncident } from '../scenario/presets/tkeIncident';
import type { ScenarioV1 } from '../scenario/types';

/**
 * The incident scenario with `extra` more ClusterIP Services (one endpoint each) in namespace `apps`: what the UI
 * must stay quick with (`npm run bench:ui`'s 2,000-Service figures, and tests of long outputs).
 */
export function incidentWithServices(extra: number): ScenarioV1 {
  const s = structuredClone(tkeIncident);
  for (let i = 0; i < extra; i++) {
    s.services.push({
      namespace: 'apps',
      name: `app-${i}`,
      type: 'ClusterIP',
      clusterIP: ip(i + 1, 10),
      ports: [{ name: 'http', port: 80, targetPort: 8080, protocol: 'TCP' }],
    } as ScenarioV1['services'][number]);
    s.endpointSlices.push({
      namespace: 'apps',
      name: `app-${i}-x7k2p`,
      service: `app-${i}`,
      endpoints: [ip(i + 1, 11)],
      ports: [{ name: 'http', port: 8080, protocol: 'TCP' }],
    } as ScenarioV1['endpointSlices'][number]);
  }
  return { ...s, title: `${s.title} + ${extra} Services` };
}
