import { annotationKey } from '../validateService';
import { defineEvent } from './eventDef';
import { objectRef } from './refs';

/** Sets an annotation on a Service: any write that makes the agent re-reconcile it. */
export interface AnnotateServiceV1 {
  at: number;
  type: 'annotateService';
  namespace: string;
  name: string;
  key: string;
  value: string;
}

export const annotateService = defineEvent<AnnotateServiceV1>({
  type: 'annotateService',
  keys: ['namespace', 'name', 'key', 'value'],
  validate(input) {
    const { c, rec, path, at } = input;
    const key = annotationKey(c, rec.key, `${path}.key`);
    const value = c.string(rec.value, `${path}.value`, { max: 4096 });
    return {
      at,
      type: 'annotateService',
      ...objectRef(input, 'Service'),
      key: key ?? '',
      value: value ?? '',
    };
  },
  toSim: (e) => e,
  create(at, d) {
    const svc = d.services[0];
    return {
      at,
      type: 'annotateService',
      namespace: svc?.namespace ?? 'default',
      name: svc?.name ?? '',
      key: 'example.com/touched',
      value: String(at),
    };
  },
  fields: [
    { key: 'namespace', kind: 'text' },
    { key: 'name', kind: 'text', width: 'xl' },
    { key: 'key', kind: 'text', width: 'xl' },
    { key: 'value', kind: 'text' },
  ],
  serviceRef: 'name',
  tone: 'write',
});
