import { describe, expect, it } from 'vitest';
import { getPreset } from '../presets';
import { toSimInput } from '../toSimInput';
import type { ScenarioServiceV1, ScenarioV1 } from '../types';
import { validateScenario } from '../validate';
import { EVENT_TYPES, createEvent, createdService } from '.';

// Each event type's definition, field by field: what it accepts exactly, where its problems are reported,
// what the simulator gets, and what the editor fills in.

const tke = getPreset('tke-incident')!.scenario;
const nodes = getPreset('tke-incident-nodes')!.scenario;
const run = (events: unknown[], sc: ScenarioV1 = tke) => validateScenario({ ...sc, events });
const problems = (events: unknown[], sc: ScenarioV1 = tke) => {
  const r = run(events, sc);
  return r.ok ? [] : r.errors.map((e) => [e.path, e.code]);
};
/** The one event, validated, exactly (no key with an undefined value). */
const accepted = (e: Record<string, unknown>, sc: ScenarioV1 = tke) => {
  const r = run([{ at: 1000, ...e }], sc);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.scenario.events[0];
};
const simOf = (e: Record<string, unknown>, sc: ScenarioV1 = tke) => {
  const r = run([{ at: 1000, ...e }], sc);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return toSimInput(r.scenario).events[0];
};
const ref = { namespace: 'default', name: 'kubernetes-intranet' };
const sliceRef = { namespace: 'default', name: 'kubernetes-intranet-qxgk4' };

describe('validation, type by type', () => {
  it('an event that is not an object, or lacks a usable at or type, is reported there and nowhere else', () => {
    for (const v of [5, null, [], 'connect'])
      expect(problems([v])).toStrictEqual([['$.events[0]', 'notObject']]);
    expect(problems([{ type: 'connect', to: 'nope' }])).toStrictEqual([['$.events[0].at', 'notNumber']]);
    expect(problems([{ at: 1000, to: 'nope' }])).toStrictEqual([['$.events[0].type', 'notOneOf']]);
  });

  it('patchEndpointSlice: endpoints and/or ports, each checked where it is; one of them is required', () => {
    expect(accepted({ type: 'patchEndpointSlice', ...sliceRef, endpoints: null })).toStrictEqual({
      at: 1000,
      type: 'patchEndpointSlice',
      ...sliceRef,
      endpoints: null,
    });
    expect(accepted({ type: 'patchEndpointSlice', ...sliceRef, ports: [{ port: 80 }] })).toStrictEqual({
      at: 1000,
      type: 'patchEndpointSlice',
      ...sliceRef,
      ports: [{ port: 80 }],
    });
    expect(problems([{ at: 1, type: 'patchEndpointSlice', ...sliceRef }])).toStrictEqual([
      ['$.events[0]', 'patchNeedsField'],
    ]);
    expect(
      problems([
        { at: 1, type: 'patchEndpointSlice', ...sliceRef, endpoints: ['1.2.3'], ports: [{ port: 0 }] },
      ]),
    ).toStrictEqual([
      ['$.events[0].endpoints[0]', 'notIPv4'],
      ['$.events[0].ports[0].port', 'outOfRange'],
    ]);
    expect(simOf({ type: 'patchEndpointSlice', ...sliceRef, ports: [{ port: 80 }] })).toStrictEqual({
      at: 1000,
      type: 'patchEndpointSlice',
      ...sliceRef,
      ports: [{ name: '', port: 80, protocol: 'TCP' }],
    });
  });

  it('references: a slice name may hold dots, a Service name may not; an unknown one is named once valid', () => {
    const dotted: ScenarioV1 = {
      ...tke,
      endpointSlices: [
        ...tke.endpointSlices,
        { ...sliceRef, name: 'intranet.v2', service: 'kubernetes-intranet', endpoints: [] },
      ],
    };
    expect(
      accepted({ type: 'deleteEndpointSlice', namespace: 'default', name: 'intranet.v2' }, dotted),
    ).toStrictEqual({
      at: 1000,
      type: 'deleteEndpointSlice',
      namespace: 'default',
      name: 'intranet.v2',
    });
    expect(problems([{ at: 1, type: 'deleteService', namespace: 'default', name: 'a.b' }])).toStrictEqual([
      ['$.events[0].name', 'notDnsLabel'],
    ]);
    const unknown = run([{ at: 1, type: 'deleteService', namespace: 'default', name: 'ghost' }]);
    expect(unknown.ok ? [] : unknown.errors).toStrictEqual([
      expect.objectContaining({
        path: '$.events[0].name',
        code: 'unknownRef',
        params: { what: 'Service', value: '"default/ghost"' },
      }),
    ]);
    expect(problems([{ at: 1, type: 'deleteEndpointSlice', namespace: 'Bad', name: 'ghost' }])).toStrictEqual(
      [['$.events[0].namespace', 'notDnsLabel']],
    );
    expect(problems([{ at: 1, type: 'deleteService', namespace: 'default', name: 'Bad' }])).toStrictEqual([
      ['$.events[0].name', 'notDnsLabel'],
    ]);
  });

  it('createEndpointSlice: its Service may not exist yet (a version 1 file refuses that); the slice exists for later events', () => {
    const slice = { namespace: 'default', name: 'extra', service: 'ghost', endpoints: ['10.0.0.9'] };
    expect(problems([{ at: 1, type: 'createEndpointSlice', ...slice }])).toStrictEqual([]);
    const r = run([{ at: 1, type: 'createEndpointSlice', ...slice }], {
      ...tke,
      version: 1,
    } as unknown as ScenarioV1);
    expect(r.ok ? [] : r.errors).toStrictEqual([
      expect.objectContaining({
        path: '$.events[0].service',
        code: 'unknownRef',
        params: { what: 'Service', value: '"default/ghost"' },
      }),
    ]);
    const ok = { ...slice, service: 'kubernetes-intranet' };
    expect(
      problems([
        { at: 1, type: 'createEndpointSlice', ...ok },
        { at: 2, type: 'deleteEndpointSlice', namespace: 'default', name: 'extra' },
      ]),
    ).toStrictEqual([]);
  });

  it('annotateService: the key is an annotation key, the value a string', () => {
    expect(accepted({ type: 'annotateService', ...ref, key: 'a.example/b', value: 'x' })).toStrictEqual({
      at: 1000,
      type: 'annotateService',
      ...ref,
      key: 'a.example/b',
      value: 'x',
    });
    expect(problems([{ at: 1, type: 'annotateService', ...ref, key: 'bad key', value: 5 }])).toStrictEqual([
      ['$.events[0].key', 'notAnnotationKey'],
      ['$.events[0].value', 'notString'],
    ]);
    expect(
      problems([{ at: 1, type: 'annotateService', ...ref, key: 'k', value: 'v'.repeat(4097) }]),
    ).toStrictEqual([['$.events[0].value', 'textTooLong']]);
  });

  it('createService: a Service that is not an object is reported once; a created one can be referred to', () => {
    expect(problems([{ at: 1, type: 'createService', service: 'web' }])).toStrictEqual([
      ['$.events[0].service', 'notObject'],
    ]);
    const svc: ScenarioServiceV1 = {
      namespace: 'default',
      name: 'web',
      type: 'ClusterIP',
      clusterIP: '10.96.7.7',
      ports: [{ port: 80 }],
    };
    expect(
      problems([
        { at: 1, type: 'createService', service: svc },
        { at: 2, type: 'annotateService', namespace: 'default', name: 'web', key: 'k', value: 'v' },
      ]),
    ).toStrictEqual([]);
    expect(problems([{ at: 1, type: 'createService', service: { ...svc, ports: [] } }])).toStrictEqual([
      ['$.events[0].service.ports', 'noPorts'],
    ]);
  });

  it('restartApiserver: a replica the scenario runs, or every replica', () => {
    expect(accepted({ type: 'restartApiserver' })).toStrictEqual({ at: 1000, type: 'restartApiserver' });
    expect(accepted({ type: 'restartApiserver', replica: 0 })).toStrictEqual({
      at: 1000,
      type: 'restartApiserver',
      replica: 0,
    });
    const replicas = tke.apiserver!.replicas;
    expect(problems([{ at: 1, type: 'restartApiserver', replica: replicas }])).toStrictEqual([
      ['$.events[0].replica', 'outOfRange'],
    ]);
  });

  it('restartAgent: a node the scenario has, a known cause; the simulator gets the node’s index', () => {
    expect(accepted({ type: 'restartAgent' })).toStrictEqual({ at: 1000, type: 'restartAgent' });
    expect(simOf({ type: 'restartAgent' })).toStrictEqual({ at: 1000, type: 'restartAgent' });
    const node = nodes.nodes![0]!.name;
    expect(accepted({ type: 'restartAgent', node, cause: 'rolloutRestart' }, nodes)).toStrictEqual({
      at: 1000,
      type: 'restartAgent',
      node,
      cause: 'rolloutRestart',
    });
    expect(problems([{ at: 1, type: 'restartAgent', node: 'ghost', cause: 'oops' }], nodes)).toStrictEqual([
      ['$.events[0].node', 'unknownNode'],
      ['$.events[0].cause', 'notOneOf'],
    ]);
  });

  it('connect: an address, an optional client and node; the simulator gets TCP, curl and node 0 by default', () => {
    expect(accepted({ type: 'connect', to: '10.96.0.1:443' })).toStrictEqual({
      at: 1000,
      type: 'connect',
      to: '10.96.0.1:443',
    });
    expect(simOf({ type: 'connect', to: '10.96.0.1:443' })).toStrictEqual({
      at: 1000,
      type: 'connect',
      to: '10.96.0.1:443/TCP',
      client: 'curl',
    });
    expect(simOf({ type: 'connect', to: '10.96.0.1:53/UDP', client: 'dig' })).toStrictEqual({
      at: 1000,
      type: 'connect',
      to: '10.96.0.1:53/UDP',
      client: 'dig',
    });
    const node = nodes.nodes![0]!.name;
    expect(accepted({ type: 'connect', to: '10.96.0.1:443', node }, nodes)).toStrictEqual({
      at: 1000,
      type: 'connect',
      to: '10.96.0.1:443',
      node,
    });
    expect(problems([{ at: 1, type: 'connect', to: 'nope', client: 5, node: 'ghost' }], nodes)).toStrictEqual(
      [
        ['$.events[0].to', 'notAddress'],
        ['$.events[0].client', 'notString'],
        ['$.events[0].node', 'unknownNode'],
      ],
    );
  });
});

describe('the editor’s new events', () => {
  const empty = { services: [], endpointSlices: [], events: [] };

  it('in an empty draft, every type gets placeholders in namespace default', () => {
    const made = Object.fromEntries(EVENT_TYPES.map((t) => [t, createEvent(t, 7, empty)]));
    expect(made).toStrictEqual({
      patchEndpointSlice: {
        at: 7,
        type: 'patchEndpointSlice',
        namespace: 'default',
        name: '',
        endpoints: [],
      },
      createEndpointSlice: {
        at: 7,
        type: 'createEndpointSlice',
        namespace: 'default',
        name: 'new-1',
        service: '',
        endpoints: ['10.0.0.1'],
        ports: [{ port: 80 }],
      },
      deleteEndpointSlice: { at: 7, type: 'deleteEndpointSlice', namespace: 'default', name: '' },
      annotateService: {
        at: 7,
        type: 'annotateService',
        namespace: 'default',
        name: '',
        key: 'example.com/touched',
        value: '7',
      },
      createService: {
        at: 7,
        type: 'createService',
        service: {
          namespace: 'default',
          name: 'new-svc-1',
          type: 'ClusterIP',
          clusterIP: '10.96.2.1',
          ports: [{ port: 80 }],
        },
      },
      deleteService: { at: 7, type: 'deleteService', namespace: 'default', name: '' },
      restartApiserver: { at: 7, type: 'restartApiserver' },
      restartAgent: { at: 7, type: 'restartAgent' },
      connect: { at: 7, type: 'connect', to: '10.96.0.1:80' },
    });
  });

  it('fills from the draft: the first slice, the first Service, its target port (or port), the next number', () => {
    const web: ScenarioServiceV1 = {
      namespace: 'apps',
      name: 'web',
      type: 'ClusterIP',
      clusterIP: '10.96.2.1',
      ports: [{ port: 443 }],
    };
    const draft = {
      services: [web],
      endpointSlices: [{ namespace: 'kube', name: 'web-x', service: 'web', endpoints: [] }],
      events: [{ type: 'bogus' }, { type: 'connect' }],
    };
    expect(createEvent('patchEndpointSlice', 1, draft)).toMatchObject({ namespace: 'kube', name: 'web-x' });
    expect(createEvent('deleteEndpointSlice', 1, draft)).toMatchObject({ namespace: 'kube', name: 'web-x' });
    expect(createEvent('createEndpointSlice', 1, draft)).toMatchObject({
      namespace: 'apps',
      name: 'web-3',
      service: 'web',
      ports: [{ port: 443 }],
    });
    const targeted = { ...draft, services: [{ ...web, ports: [{ port: 443, targetPort: 8443 }] }] };
    expect(createEvent('createEndpointSlice', 1, targeted)).toMatchObject({ ports: [{ port: 8443 }] });
    expect(createEvent('annotateService', 1, draft)).toMatchObject({ namespace: 'apps', name: 'web' });
    expect(createEvent('deleteService', 1, draft)).toMatchObject({ namespace: 'apps', name: 'web' });
    expect(createEvent('connect', 1, draft)).toMatchObject({ to: '10.96.2.1:443' });
    expect(createEvent('connect', 1, { ...draft, services: [{ ...web, ports: [] }] })).toMatchObject({
      to: '10.96.2.1:80',
    });
    // The draft's Service holds 10.96.2.1: the new one takes the next free address.
    expect(createEvent('createService', 1, draft)).toMatchObject({
      service: { namespace: 'apps', name: 'new-svc-3', clusterIP: '10.96.2.2' },
    });
    const noSlice = { ...draft, endpointSlices: [] };
    expect(createEvent('patchEndpointSlice', 1, noSlice)).toMatchObject({ namespace: 'apps', name: '' });
    expect(createEvent('deleteEndpointSlice', 1, noSlice)).toMatchObject({ namespace: 'apps', name: '' });
  });

  it('only createService creates a Service; an unknown type creates nothing', () => {
    const e = createEvent('createService', 1, { services: [], endpointSlices: [], events: [] });
    expect(createdService(e)).toBe(e.type === 'createService' ? e.service : null);
    expect(createdService({ type: 'connect' })).toBeUndefined();
    expect(createdService({ type: 'bogus' })).toBeUndefined();
  });
});
