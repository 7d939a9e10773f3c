import { toSlice } from '../toSimSpecs';
import type { ScenarioSliceV1 } from '../types';
import { sliceFields } from '../validateService';
import { quote } from '../validationContext';
import { defineEvent } from './eventDef';

/** Creates an EndpointSlice for a Service (it then exists for later events). */
export type CreateEndpointSliceV1 = { at: number; type: 'createEndpointSlice' } & ScenarioSliceV1;

export const createEndpointSlice = defineEvent<CreateEndpointSliceV1>({
  type: 'createEndpointSlice',
  keys: ['namespace', 'name', 'service', 'endpoints', 'ports', 'nodeNames'],
  validate({ c, rec, path, at, known }) {
    const s = sliceFields(c, rec, path);
    // Kubernetes stores a slice before its Service (the Service adopts it when it appears); version 1 refused it.
    if (c.formatVersion < 2 && !known.services.has(`${s.namespace}/${s.service}`))
      c.fail(`${path}.service`, 'unknownRef', {
        what: 'Service',
        value: quote(`${s.namespace}/${s.service}`),
      });
    known.slices.add(`${s.namespace}/${s.name}`);
    return { at, type: 'createEndpointSlice', ...s };
  },
  toSim: (e) => ({ at: e.at, type: e.type, ...toSlice(e) }),
  create(at, d) {
    const svc = d.services[0];
    return {
      at,
      type: 'createEndpointSlice',
      namespace: svc?.namespace ?? 'default',
      name: `${svc?.name ?? 'new'}-${d.events.length + 1}`,
      service: svc?.name ?? '',
      endpoints: ['10.0.0.1'],
      ports: [{ port: svc?.ports[0]?.targetPort ?? svc?.ports[0]?.port ?? 80 }],
    };
  },
  fields: [
    { key: 'namespace', kind: 'text' },
    { key: 'name', kind: 'text', width: 'xl' },
    { key: 'service', kind: 'text', width: 'l' },
    { key: 'endpoints', kind: 'list', width: 'xl' },
    { key: 'port', kind: 'firstPort' },
  ],
  serviceRef: 'service',
  tone: 'write',
});
