import { describe, expect, it } from 'vitest';
import { service, slice } from '../testing/clusterState';
import { sameService, sameSlice } from './kube';

// A write that changes nothing is not a watch event (sandbox deviation 2): these decide what "nothing" is.

describe('sameService', () => {
  const a = service({
    name: 'web',
    type: 'LoadBalancer',
    loadBalancerIPs: ['10.15.1.8', '10.15.1.9'],
    annotations: { team: 'a' },
    ports: [{ name: 'http', port: 80, targetPort: 8080, nodePort: 30080, protocol: 'TCP' }],
  });
  const port = a.ports[0]!;

  it('is the same for an equal copy, annotations in another order included', () => {
    expect(sameService(a, structuredClone(a))).toBe(true);
    const two = { ...a, annotations: { x: '1', y: '2' } };
    expect(sameService(two, { ...a, annotations: { y: '2', x: '1' } })).toBe(true);
  });

  it.each([
    ['namespace', { namespace: 'other' }],
    ['name', { name: 'web2' }],
    ['type', { type: 'NodePort' as const }],
    ['clusterIP', { clusterIP: '10.96.0.11' }],
    ['an LB IP', { loadBalancerIPs: ['10.15.1.8', '10.15.1.7'] }],
    ['the LB IPs’ number', { loadBalancerIPs: ['10.15.1.8'] }],
    ['an annotation’s value', { annotations: { team: 'b' } }],
    ['an annotation more', { annotations: { team: 'a', x: '' } }],
    ['an annotation’s key', { annotations: { owner: 'a' } }],
    ['a port’s name', { ports: [{ ...port, name: 'web' }] }],
    ['a port', { ports: [{ ...port, port: 81 }] }],
    ['a target port', { ports: [{ ...port, targetPort: 8081 }] }],
    ['a node port', { ports: [{ ...port, nodePort: 30081 }] }],
    ['a protocol', { ports: [{ ...port, protocol: 'UDP' as const }] }],
    ['the ports’ number', { ports: [port, { ...port, port: 81 }] }],
  ])('differs in %s', (_, over) => {
    expect(sameService(a, { ...a, ...over })).toBe(false);
    expect(sameService({ ...a, ...over }, a)).toBe(false);
  });
});

describe('sameSlice', () => {
  const a = slice({
    name: 'web-1',
    service: 'web',
    endpoints: ['10.0.0.1'],
    ports: [{ name: 'http', port: 80, protocol: 'TCP' }],
  });
  const port = a.ports![0]!;

  it('is the same for an equal copy, and an empty list is the same stored object as null', () => {
    expect(sameSlice(a, structuredClone(a))).toBe(true);
    expect(sameSlice({ ...a, endpoints: [] }, { ...a, endpoints: null })).toBe(true);
    expect(sameSlice({ ...a, ports: [] }, { ...a, ports: null })).toBe(true);
    expect(sameSlice({ ...a, ports: null }, { ...a, ports: [] })).toBe(true);
  });

  it.each([
    ['namespace', { namespace: 'other' }],
    ['name', { name: 'web-2' }],
    ['Service', { service: 'api' }],
    ['an endpoint', { endpoints: ['10.0.0.2'] }],
    ['the endpoints’ number', { endpoints: ['10.0.0.1', '10.0.0.2'] }],
    ['null endpoints', { endpoints: null }],
    ['a port’s name', { ports: [{ ...port, name: 'web' }] }],
    ['a port', { ports: [{ ...port, port: 81 }] }],
    ['a protocol', { ports: [{ ...port, protocol: 'UDP' as const }] }],
    ['null ports', { ports: null }],
  ])('differs in %s', (_, over) => {
    expect(sameSlice(a, { ...a, ...over })).toBe(false);
    expect(sameSlice({ ...a, ...over }, a)).toBe(false);
  });
});
