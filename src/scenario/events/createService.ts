import { toService } from '../toSimSpecs';
import type { ScenarioServiceV1 } from '../types';
import { service } from '../validateService';
import { defineEvent } from './eventDef';

/** Creates a Service (it then exists for later events). */
export interface CreateServiceV1 {
  at: number;
  type: 'createService';
  service: ScenarioServiceV1;
}

/** A free `10.96.2.n` address for a new Service. */
function freeClusterIP(used: ReadonlySet<string>): string {
  let n = 1;
  while (used.has(`10.96.2.${n}`)) n++;
  return `10.96.2.${n}`;
}

export const createService = defineEvent<CreateServiceV1>({
  type: 'createService',
  keys: ['service'],
  validate({ c, rec, path, at, known }) {
    const s = service(c, rec.service, `${path}.service`);
    if (!s) return undefined;
    known.services.add(`${s.namespace}/${s.name}`);
    return { at, type: 'createService', service: s };
  },
  toSim: (e) => ({ at: e.at, type: e.type, service: toService(e.service) }),
  create: (at, d) => ({
    at,
    type: 'createService',
    service: {
      namespace: d.services[0]?.namespace ?? 'default',
      name: `new-svc-${d.events.length + 1}`,
      type: 'ClusterIP',
      clusterIP: freeClusterIP(d.clusterIPs),
      ports: [{ port: 80 }],
    },
  }),
  fields: [
    { in: 'service', key: 'namespace', kind: 'text' },
    { in: 'service', key: 'name', kind: 'text', width: 'xl' },
    { in: 'service', key: 'clusterIP', kind: 'text' },
    { in: 'service', key: 'type', kind: 'choice', options: ['ClusterIP', 'NodePort', 'LoadBalancer'] },
    { in: 'service', key: 'port', kind: 'firstPort' },
  ],
  createdService: (e) => e.service,
  tone: 'write',
});
