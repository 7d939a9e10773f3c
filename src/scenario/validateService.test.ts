import { describe, expect, it } from 'vitest';
import {
  address,
  annotationKey,
  ip,
  ipList,
  LIMITS,
  MAX_ADDRESS_CHARS,
  service,
  slice,
  slicePorts,
} from './validateService';
import { Checker } from './validationContext';

// Each field of a Service and an EndpointSlice: what is accepted (and returned, normalised), and for what is
// refused, the exact path, problem and parameters a reader sees.

function run<T>(f: (c: Checker) => T) {
  const c = new Checker();
  const value = f(c);
  return { value, problems: c.errors.map(({ path, code, params }) => ({ path, code, params })) };
}

const svc = (over: Record<string, unknown> = {}) => ({
  namespace: 'default',
  name: 'web',
  type: 'ClusterIP',
  clusterIP: '10.96.0.10',
  ports: [{ port: 80 }],
  ...over,
});
const checkService = (v: unknown) => run((c) => service(c, v, '$.s'));

describe('service', () => {
  it('returns a valid Service with its optional fields kept as given', () => {
    const full = svc({
      type: 'LoadBalancer',
      loadBalancerIPs: ['10.15.1.8'],
      annotations: { 'example.com/k': 'v', 'a_b.c': '' },
      ports: [{ name: 'https', port: 443, targetPort: 6443, nodePort: 30965, protocol: 'TCP' }],
    });
    expect(checkService(full)).toEqual({ value: full, problems: [] });
    expect(checkService(svc({ clusterIP: 'None' })).value).toMatchObject({ clusterIP: 'None' });
  });

  it('annotations are plain data properties, and a key must start with a letter or digit', () => {
    const { value, problems } = checkService(svc({ annotations: { k: 'v', __proto__x: 'y' } }));
    expect(problems).toEqual([
      { path: '$.s.annotations["__proto__x"]', code: 'notAnnotationKey', params: { value: '"__proto__x"' } },
    ]);
    expect(Object.getOwnPropertyDescriptor(value!.annotations, 'k')).toEqual({
      value: 'v',
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });

  it.each([
    ['not an object', 'x', [{ path: '$.s', code: 'notObject', params: { gotType: 'string', value: '"x"' } }]],
    [
      'an unknown field',
      svc({ selector: {} }),
      [
        {
          path: '$.s.selector',
          code: 'unknownField',
          params: {
            allowed:
              'namespace, name, type, clusterIP, clusterIPs, loadBalancerIPs, ipModes, annotations, labels, sessionAffinity, sessionAffinityTimeoutSeconds, ports',
          },
        },
      ],
    ],
    [
      'a name that is not a DNS label',
      svc({ name: 'Web' }),
      [{ path: '$.s.name', code: 'notDnsLabel', params: { value: '"Web"' } }],
    ],
    [
      'a dotted name (a Service name is a label)',
      svc({ name: 'a.b' }),
      [{ path: '$.s.name', code: 'notDnsLabel', params: { value: '"a.b"' } }],
    ],
    [
      'a namespace over 63 characters',
      svc({ namespace: 'a'.repeat(64) }),
      [{ path: '$.s.namespace', code: 'textTooLong', params: { max: 63 } }],
    ],
    [
      'an unknown type',
      svc({ type: 'ExternalName' }),
      [
        {
          path: '$.s.type',
          code: 'notOneOf',
          params: {
            options: 'ClusterIP, NodePort, LoadBalancer',
            gotType: 'string',
            value: '"ExternalName"',
          },
        },
      ],
    ],
    [
      'a clusterIP that is not IPv4',
      svc({ clusterIP: '10.96.0' }),
      [{ path: '$.s.clusterIP', code: 'notIPv4', params: { value: '"10.96.0"' } }],
    ],
    [
      'a clusterIP over 15 characters',
      svc({ clusterIP: '010.096.000.0010' }),
      [{ path: '$.s.clusterIP', code: 'textTooLong', params: { max: 15 } }],
    ],
    ['no ports', svc({ ports: [] }), [{ path: '$.s.ports', code: 'noPorts', params: {} }]],
    [
      'a port out of range',
      svc({ ports: [{ port: 0 }, { port: 65536 }] }),
      [
        { path: '$.s.ports[0].port', code: 'outOfRange', params: { min: 1, max: 65535, value: 0 } },
        { path: '$.s.ports[1].port', code: 'outOfRange', params: { min: 1, max: 65535, value: 65536 } },
      ],
    ],
    [
      'a targetPort and a nodePort out of range',
      svc({ type: 'NodePort', ports: [{ port: 80, targetPort: 70000, nodePort: 0 }] }),
      [
        {
          path: '$.s.ports[0].targetPort',
          code: 'outOfRange',
          params: { min: 1, max: 65535, value: 70000 },
        },
        { path: '$.s.ports[0].nodePort', code: 'outOfRange', params: { min: 1, max: 65535, value: 0 } },
      ],
    ],
    [
      'a nodePort on a ClusterIP Service',
      svc({ ports: [{ port: 80, nodePort: 30080 }] }),
      [{ path: '$.s.ports[0].nodePort', code: 'nodePortOnClusterIP', params: { type: 'ClusterIP' } }],
    ],
    [
      'an unknown protocol',
      svc({ ports: [{ port: 80, protocol: 'tcp' }] }),
      [
        {
          path: '$.s.ports[0].protocol',
          code: 'notOneOf',
          params: { options: 'TCP, UDP, SCTP', gotType: 'string', value: '"tcp"' },
        },
      ],
    ],
    [
      'an unknown port field',
      svc({ ports: [{ port: 80, appProtocol: 'h2' }] }),
      [
        {
          path: '$.s.ports[0].appProtocol',
          code: 'unknownField',
          params: { allowed: 'name, port, targetPort, nodePort, protocol' },
        },
      ],
    ],
    [
      'a port name over 15 characters or not a label',
      svc({
        ports: [
          { name: 'a'.repeat(16), port: 80 },
          { name: 'Http', port: 81 },
        ],
      }),
      [
        { path: '$.s.ports[0].name', code: 'textTooLong', params: { max: 15 } },
        { path: '$.s.ports[1].name', code: 'notDnsLabel', params: { value: '"Http"' } },
      ],
    ],
    [
      'two ports with the same port and protocol (TCP by default)',
      svc({ ports: [{ port: 80 }, { port: 80, protocol: 'UDP' }, { port: 80, protocol: 'TCP' }] }),
      [
        {
          path: '$.s.ports[2].port',
          code: 'duplicatePort',
          params: { port: 80, protocol: 'TCP', other: '$.s.ports[0]' },
        },
      ],
    ],
    [
      'two ports with the same name (empty names may repeat)',
      svc({
        ports: [
          { name: 'a', port: 80 },
          { name: '', port: 81 },
          { name: '', port: 82 },
          { name: 'a', port: 83 },
        ],
      }),
      [
        {
          path: '$.s.ports[3].name',
          code: 'duplicatePortName',
          params: { value: '"a"', other: '$.s.ports[0]' },
        },
      ],
    ],
    [
      'loadBalancerIPs on a ClusterIP Service',
      svc({ loadBalancerIPs: ['10.15.1.8'] }),
      [{ path: '$.s.loadBalancerIPs', code: 'lbIPsNotLB', params: { type: 'ClusterIP' } }],
    ],
    [
      'loadBalancerIPs on a Service of an unknown type',
      svc({ type: 'X', loadBalancerIPs: ['10.15.1.8'] }),
      [
        {
          path: '$.s.type',
          code: 'notOneOf',
          params: { options: 'ClusterIP, NodePort, LoadBalancer', gotType: 'string', value: '"X"' },
        },
        { path: '$.s.loadBalancerIPs', code: 'lbIPsNotLB', params: { type: '?' } },
      ],
    ],
    [
      'a bad load balancer IP',
      svc({ type: 'LoadBalancer', loadBalancerIPs: ['10.15.1.8', 'lb'] }),
      [{ path: '$.s.loadBalancerIPs[1]', code: 'notIPv4', params: { value: '"lb"' } }],
    ],
    [
      'annotations that are not an object',
      svc({ annotations: ['a'] }),
      [{ path: '$.s.annotations', code: 'annotationsNotObject', params: {} }],
    ],
    [
      'annotations that are null',
      svc({ annotations: null }),
      [{ path: '$.s.annotations', code: 'annotationsNotObject', params: {} }],
    ],
    [
      'an annotation key that is not a key, and a value that is not a string',
      svc({ annotations: { '-bad': 'v', ok: 1 } }),
      [
        { path: '$.s.annotations["-bad"]', code: 'notAnnotationKey', params: { value: '"-bad"' } },
        { path: '$.s.annotations["ok"]', code: 'notString', params: { gotType: 'number', value: '1' } },
      ],
    ],
    [
      'an annotation value over 4096 characters',
      svc({ annotations: { k: 'v'.repeat(4097) } }),
      [{ path: '$.s.annotations["k"]', code: 'textTooLong', params: { max: 4096 } }],
    ],
  ])('refuses %s', (_, v, problems) => {
    expect(checkService(v).problems).toEqual(problems);
  });

  it('a refused annotation is left out; the others are kept', () => {
    const { value } = checkService(svc({ annotations: { '-bad': 'v', ok: 1, good: 'g' } }));
    expect(value!.annotations).toEqual({ good: 'g' });
  });

  it('at most 100 annotations: one problem, and only the first 100 are read', () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i === 100 ? 1 : 'v']));
    const { value, problems } = checkService(svc({ annotations: many }));
    expect(problems).toEqual([{ path: '$.s.annotations', code: 'tooManyAnnotations', params: { max: 100 } }]);
    expect(Object.keys(value!.annotations!)).toHaveLength(100);
    const hundred = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 'v']));
    expect(checkService(svc({ annotations: hundred })).problems).toEqual([]);
  });

  it(`at most ${LIMITS.ports} ports`, () => {
    const ports = (n: number) => Array.from({ length: n }, (_, i) => ({ port: i + 1 }));
    expect(checkService(svc({ ports: ports(LIMITS.ports) })).problems).toEqual([]);
    expect(checkService(svc({ ports: ports(LIMITS.ports + 1) })).problems).toEqual([
      { path: '$.s.ports', code: 'tooManyItems', params: { count: LIMITS.ports + 1, max: LIMITS.ports } },
    ]);
  });

  it('duplicates are named by their places in the input, and a refused port is never a duplicate', () => {
    expect(checkService(svc({ ports: ['x', { port: 443 }, { port: 443 }] })).problems).toEqual([
      { path: '$.s.ports[0]', code: 'notObject', params: { gotType: 'string', value: '"x"' } },
      {
        path: '$.s.ports[2].port',
        code: 'duplicatePort',
        params: { port: 443, protocol: 'TCP', other: '$.s.ports[1]' },
      },
    ]);
    expect(checkService(svc({ ports: [{ port: 0 }, { port: 'a' }, { port: 1 }] })).problems).toEqual([
      { path: '$.s.ports[0].port', code: 'outOfRange', params: { min: 1, max: 65535, value: 0 } },
      { path: '$.s.ports[1].port', code: 'notNumber', params: { gotType: 'string', value: '"a"' } },
    ]);
    const slicePortsOf = (v: unknown) => run((c) => slicePorts(c, v, '$.p'));
    expect(slicePortsOf([7, { port: 80 }, { port: 0 }, { port: 80 }])).toEqual({
      value: [{ port: 80 }, { port: 80 }],
      problems: [
        { path: '$.p[0]', code: 'notObject', params: { gotType: 'number', value: '7' } },
        { path: '$.p[2].port', code: 'outOfRange', params: { min: 1, max: 65535, value: 0 } },
        {
          path: '$.p[3].port',
          code: 'duplicatePort',
          params: { port: 80, protocol: 'TCP', other: '$.p[1]' },
        },
      ],
    });
  });

  it('a refused port is left out of what is returned; the others are kept', () => {
    const { value } = checkService(svc({ ports: ['x', { port: 443 }] }));
    expect(value!.ports).toEqual([{ port: 443 }]);
  });
});

describe('slice', () => {
  const sl = (over: Record<string, unknown> = {}) => ({
    namespace: 'default',
    name: 'web-abc12',
    service: 'web',
    endpoints: ['10.0.0.5'],
    ...over,
  });
  const check = (v: unknown) => run((c) => slice(c, v, '$.e'));

  it('returns a valid slice as given; null endpoints and null ports stay null', () => {
    expect(check(sl())).toEqual({ value: sl(), problems: [] });
    expect(check(sl({ name: 'a.b-c', endpoints: null, ports: null }))).toEqual({
      value: sl({ name: 'a.b-c', endpoints: null, ports: null }),
      problems: [],
    });
    const ports = [{ name: 'https', port: 6443, protocol: 'TCP' }];
    expect(check(sl({ ports })).value).toEqual(sl({ ports }));
  });

  it.each([
    [
      'an unknown field',
      sl({ addressType: 'IPv4' }),
      [
        {
          path: '$.e.addressType',
          code: 'unknownField',
          params: { allowed: 'namespace, name, service, endpoints, ports, nodeNames' },
        },
      ],
    ],
    [
      'a name that is not a DNS subdomain',
      sl({ name: 'a..b.' }),
      [{ path: '$.e.name', code: 'notDnsLabel', params: { value: '"a..b."' } }],
    ],
    [
      'a service that is not a label',
      sl({ service: 'a.b' }),
      [{ path: '$.e.service', code: 'notDnsLabel', params: { value: '"a.b"' } }],
    ],
    [
      'an endpoint that is not IPv4',
      sl({ endpoints: ['10.0.0.5', '::1'] }),
      [{ path: '$.e.endpoints[1]', code: 'notIPv4', params: { value: '"::1"' } }],
    ],
    [
      'ports that are not a list',
      sl({ ports: {} }),
      [{ path: '$.e.ports', code: 'notArray', params: { gotType: 'object' } }],
    ],
    [
      'a port that is not an object, or has a bad field',
      sl({ ports: [1, { port: 80, protocol: 'QUIC', targetPort: 1 }] }),
      [
        { path: '$.e.ports[0]', code: 'notObject', params: { gotType: 'number', value: '1' } },
        {
          path: '$.e.ports[1].targetPort',
          code: 'unknownField',
          params: { allowed: 'name, port, protocol' },
        },
        {
          path: '$.e.ports[1].protocol',
          code: 'notOneOf',
          params: { options: 'TCP, UDP, SCTP', gotType: 'string', value: '"QUIC"' },
        },
      ],
    ],
    [
      'duplicate slice ports',
      sl({
        ports: [
          { name: 'a', port: 80 },
          { name: 'a', port: 80 },
        ],
      }),
      [
        {
          path: '$.e.ports[1].port',
          code: 'duplicatePort',
          params: { port: 80, protocol: 'TCP', other: '$.e.ports[0]' },
        },
        {
          path: '$.e.ports[1].name',
          code: 'duplicatePortName',
          params: { value: '"a"', other: '$.e.ports[0]' },
        },
      ],
    ],
  ])('refuses %s', (_, v, problems) => {
    expect(check(v).problems).toEqual(problems);
  });

  it('a bad endpoint list leaves the slice with none; a bad ports list with none', () => {
    expect(check(sl({ endpoints: ['x'], ports: 'y' })).value).toMatchObject({ endpoints: [], ports: [] });
    expect(check(3).value).toBeUndefined();
  });

  it(`at most ${LIMITS.endpoints} endpoints and ${LIMITS.ports} ports`, () => {
    const eps = (n: number) => Array.from({ length: n }, (_, i) => `10.0.${i >> 8}.${i & 255}`);
    expect(check(sl({ endpoints: eps(LIMITS.endpoints) })).problems).toEqual([]);
    expect(check(sl({ endpoints: eps(LIMITS.endpoints + 1) })).problems).toEqual([
      {
        path: '$.e.endpoints',
        code: 'tooManyItems',
        params: { count: LIMITS.endpoints + 1, max: LIMITS.endpoints },
      },
    ]);
    const ports = Array.from({ length: LIMITS.ports + 1 }, (_, i) => ({ port: i + 1 }));
    expect(run((c) => slicePorts(c, ports, '$.p')).problems).toEqual([
      { path: '$.p', code: 'tooManyItems', params: { count: LIMITS.ports + 1, max: LIMITS.ports } },
    ]);
  });
});

describe('single values', () => {
  it('ip, ipList', () => {
    expect(run((c) => ip(c, '10.0.0.1', '$'))).toEqual({ value: '10.0.0.1', problems: [] });
    expect(run((c) => ip(c, 7, '$')).value).toBeUndefined();
    expect(run((c) => ipList(c, ['10.0.0.1', '10.0.0.2'], '$')).value).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(run((c) => ipList(c, ['10.0.0.1', 'x'], '$')).value).toBeUndefined();
    expect(run((c) => ipList(c, 'x', '$')).value).toBeUndefined();
  });

  it('annotationKey: a qualified name up to 253 characters', () => {
    expect(run((c) => annotationKey(c, 'cilium.io/global-service', '$')).problems).toEqual([]);
    expect(run((c) => annotationKey(c, 'a'.repeat(254), '$')).problems).toEqual([
      { path: '$', code: 'textTooLong', params: { max: 253 } },
    ]);
    expect(run((c) => annotationKey(c, '/a', '$')).problems).toEqual([
      { path: '$', code: 'notAnnotationKey', params: { value: '"/a"' } },
    ]);
  });

  it(`address: ip:port with an optional protocol, at most ${MAX_ADDRESS_CHARS} characters`, () => {
    expect(run((c) => address(c, '255.255.255.255:65535/SCTP', '$', 'e.g.')).problems).toEqual([]);
    expect(run((c) => address(c, '10.0.0.1:80', '$', 'e.g.')).value).toBe('10.0.0.1:80');
    expect(run((c) => address(c, '10.0.0.1', '$', '10.0.0.1:80')).problems).toEqual([
      { path: '$', code: 'notAddress', params: { value: '"10.0.0.1"', example: '10.0.0.1:80' } },
    ]);
    expect(run((c) => address(c, ' 255.255.255.255:65535/SCTP', '$', 'e.g.')).problems).toEqual([
      { path: '$', code: 'textTooLong', params: { max: MAX_ADDRESS_CHARS } },
    ]);
  });
});

describe('service: clusterIPs (dual-stack) and ipModes, as the apiserver takes them', () => {
  it('accepts the clusterIP alone or followed by one IPv6 address (written canonically)', () => {
    expect(checkService(svc({ clusterIPs: ['10.96.0.10'] }))).toMatchObject({
      value: { clusterIPs: ['10.96.0.10'] },
      problems: [],
    });
    expect(checkService(svc({ clusterIPs: ['10.96.0.10', 'FD00:10:96::000A'] }))).toMatchObject({
      value: { clusterIPs: ['10.96.0.10', 'fd00:10:96::a'] },
      problems: [],
    });
  });

  it.each([
    [['10.96.0.11'], '$.s.clusterIPs[0]', 'clusterIPsFirst'],
    [['10.96.0.10', '10.96.0.11'], '$.s.clusterIPs[1]', 'clusterIPsSecond'],
    [['10.96.0.10', 'not-an-ip'], '$.s.clusterIPs[1]', 'clusterIPsSecond'],
  ])('refuses %j: %s %s', (clusterIPs, path, code) => {
    expect(checkService(svc({ clusterIPs })).problems).toEqual([expect.objectContaining({ path, code })]);
  });

  it('refuses a third ClusterIP', () => {
    expect(checkService(svc({ clusterIPs: ['10.96.0.10', 'fd00::a', 'fd00::b'] })).problems).toEqual([
      expect.objectContaining({ path: '$.s.clusterIPs', code: 'tooManyItems' }),
    ]);
  });

  it('keeps each ingress IP’s ipMode; an ipMode for an address that is no ingress IP is refused', () => {
    const lb = { type: 'LoadBalancer', loadBalancerIPs: ['10.15.1.8'] };
    expect(checkService(svc({ ...lb, ipModes: { '10.15.1.8': 'Proxy' } }))).toMatchObject({
      value: { ipModes: { '10.15.1.8': 'Proxy' } },
      problems: [],
    });
    expect(
      checkService(svc({ ...lb, ipModes: { '10.15.1.9': 'VIP', '10.15.1.8': 'Tunnel' } })).problems,
    ).toEqual([
      expect.objectContaining({ path: '$.s.ipModes["10.15.1.9"]', code: 'ipModeNotIngress' }),
      expect.objectContaining({ path: '$.s.ipModes["10.15.1.8"]', code: 'notOneOf' }),
    ]);
  });
});
