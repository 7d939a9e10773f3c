import { defineEvent } from './eventDef';
import { objectRef } from './refs';

/** Deletes a Service. */
export interface DeleteServiceV1 {
  at: number;
  type: 'deleteService';
  namespace: string;
  name: string;
}

export const deleteService = defineEvent<DeleteServiceV1>({
  type: 'deleteService',
  keys: ['namespace', 'name'],
  validate: (input) => ({ at: input.at, type: 'deleteService', ...objectRef(input, 'Service') }),
  toSim: (e) => e,
  create(at, d) {
    const svc = d.services[0];
    return { at, type: 'deleteService', namespace: svc?.namespace ?? 'default', name: svc?.name ?? '' };
  },
  fields: [
    { key: 'namespace', kind: 'text' },
    { key: 'name', kind: 'text', width: 'xl' },
  ],
  serviceRef: 'name',
  tone: 'write',
});
