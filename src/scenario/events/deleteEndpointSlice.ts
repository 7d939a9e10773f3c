import { defineEvent } from './eventDef';
import { objectRef } from './refs';

/** Deletes an EndpointSlice. */
export interface DeleteEndpointSliceV1 {
  at: number;
  type: 'deleteEndpointSlice';
  namespace: string;
  name: string;
}

export const deleteEndpointSlice = defineEvent<DeleteEndpointSliceV1>({
  type: 'deleteEndpointSlice',
  keys: ['namespace', 'name'],
  validate: (input) => ({ at: input.at, type: 'deleteEndpointSlice', ...objectRef(input, 'EndpointSlice') }),
  toSim: (e) => e,
  create(at, d) {
    const slice = d.endpointSlices[0];
    const ns = slice?.namespace ?? d.services[0]?.namespace ?? 'default';
    return { at, type: 'deleteEndpointSlice', namespace: ns, name: slice?.name ?? '' };
  },
  fields: [
    { key: 'namespace', kind: 'text' },
    { key: 'name', kind: 'text', width: 'xl' },
  ],
  sliceRef: true,
  tone: 'write',
});
