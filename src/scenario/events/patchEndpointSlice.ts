import { ipList, nodeNames, slicePorts } from '../validateService';
import { toPorts } from '../toSimSpecs';
import type { SimEvent } from '../../model/input';
import type { ScenarioSlicePortV1 } from '../types';
import { defineEvent } from './eventDef';
import { objectRef } from './refs';

/** Replaces the endpoints and/or ports of an EndpointSlice (as `kubectl patch` does). */
export interface PatchEndpointSliceV1 {
  at: number;
  type: 'patchEndpointSlice';
  namespace: string;
  name: string;
  endpoints?: string[] | null;
  ports?: ScenarioSlicePortV1[] | null;
  /** v2: the node of each new endpoint, by address (only with `endpoints`, which it describes). */
  nodeNames?: Record<string, string>;
}

export const patchEndpointSlice = defineEvent<PatchEndpointSliceV1>({
  type: 'patchEndpointSlice',
  keys: ['namespace', 'name', 'endpoints', 'ports', 'nodeNames'],
  validate(input) {
    const { c, rec, path, at } = input;
    const e: PatchEndpointSliceV1 = { at, type: 'patchEndpointSlice', ...objectRef(input, 'EndpointSlice') };
    if (rec.endpoints !== undefined)
      e.endpoints = rec.endpoints === null ? null : (ipList(c, rec.endpoints, `${path}.endpoints`) ?? []);
    if (rec.ports !== undefined) e.ports = slicePorts(c, rec.ports, `${path}.ports`) ?? [];
    if (rec.endpoints === undefined && rec.ports === undefined) c.fail(path, 'patchNeedsField');
    c.sinceVersion2(rec, path, ['nodeNames']);
    if (c.has(rec, 'nodeNames')) {
      if (rec.endpoints === undefined) c.fail(`${path}.nodeNames`, 'nodeNamesNeedEndpoints');
      else e.nodeNames = nodeNames(c, rec.nodeNames, `${path}.nodeNames`, e.endpoints ?? []);
    }
    return e;
  },
  toSim(e) {
    const out: Extract<SimEvent, { type: 'patchEndpointSlice' }> = {
      at: e.at,
      type: e.type,
      namespace: e.namespace,
      name: e.name,
    };
    if (e.endpoints !== undefined) out.endpoints = e.endpoints;
    if (e.ports !== undefined) out.ports = toPorts(e.ports);
    if (e.nodeNames && Object.keys(e.nodeNames).length) out.nodeNames = e.nodeNames;
    return out;
  },
  create(at, d) {
    const slice = d.endpointSlices[0];
    const ns = slice?.namespace ?? d.services[0]?.namespace ?? 'default';
    return { at, type: 'patchEndpointSlice', namespace: ns, name: slice?.name ?? '', endpoints: [] };
  },
  fields: [
    { key: 'namespace', kind: 'text' },
    { key: 'name', kind: 'text', width: 'xl' },
    { key: 'endpoints', kind: 'list', width: 'xl' },
  ],
  sliceRef: true,
  tone: 'write',
});
