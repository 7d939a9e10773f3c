import type { ScenarioEventV1 } from '../../scenario/types';
import type { Draft } from '../../store/editorStore';
import type { EVENT_TYPES } from '../../scenario/validateEvent';

/** An event type of the scenario format (the validator's list, which the editor offers in its order). */
export type EventType = (typeof EVENT_TYPES)[number];

/** A free `10.96.2.n` address for a new Service (one no Service of the draft uses). */
function freeClusterIP(d: Draft): string {
  const used = new Set([
    ...d.services.map((s) => s.clusterIP),
    ...d.events.flatMap((e) => (e.type === 'createService' ? [e.service?.clusterIP] : [])),
  ]);
  let n = 1;
  while (used.has(`10.96.2.${n}`)) n++;
  return `10.96.2.${n}`;
}

/**
 * A new event of a type, filled from the draft so that it is valid at once where possible (the first
 * slice to patch, the first Service to annotate, a fresh name and ClusterIP to create).
 */
export function defaultEvent(type: EventType, at: number, d: Draft): ScenarioEventV1 {
  const svc = d.services[0];
  const slice = d.endpointSlices[0];
  const ns = svc?.namespace ?? 'default';
  switch (type) {
    case 'patchEndpointSlice':
      return { at, type, namespace: slice?.namespace ?? ns, name: slice?.name ?? '', endpoints: [] };
    case 'createEndpointSlice':
      return {
        at,
        type,
        namespace: ns,
        name: `${svc?.name ?? 'new'}-${d.events.length + 1}`,
        service: svc?.name ?? '',
        endpoints: ['10.0.0.1'],
        ports: [{ port: svc?.ports[0]?.targetPort ?? svc?.ports[0]?.port ?? 80 }],
      };
    case 'deleteEndpointSlice':
      return { at, type, namespace: slice?.namespace ?? ns, name: slice?.name ?? '' };
    case 'annotateService':
      return {
        at,
        type,
        namespace: ns,
        name: svc?.name ?? '',
        key: 'example.com/touched',
        value: String(at),
      };
    case 'createService':
      return {
        at,
        type,
        service: {
          namespace: ns,
          name: `new-svc-${d.events.length + 1}`,
          type: 'ClusterIP',
          clusterIP: freeClusterIP(d),
          ports: [{ port: 80 }],
        },
      };
    case 'deleteService':
      return { at, type, namespace: ns, name: svc?.name ?? '' };
    case 'restartApiserver':
    case 'restartAgent':
      return { at, type };
    case 'connect':
      return { at, type, to: svc ? `${svc.clusterIP}:${svc.ports[0]?.port ?? 80}` : '10.96.0.1:80' };
  }
}
