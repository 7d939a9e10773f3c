import { describe, expect, it } from 'vitest';
import { getPreset } from './presets';
import { LIMITS, validateScenario } from './validate';

// Tests mutate arbitrary JSON on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const minimal = () => JSON.parse(JSON.stringify(getPreset('minimal-repro')!.scenario));
const tke = () => JSON.parse(JSON.stringify(getPreset('tke-incident')!.scenario));
const errors = (s: unknown) => {
  const r = validateScenario(s);
  return r.ok ? [] : r.errors.map((e) => `${e.path} ${e.code}`);
};
const mutated = (base: () => Any, f: (s: Any) => void) => {
  const s = base();
  f(s);
  return errors(s);
};

describe('validateScenario: each rule, with its path and code', () => {
  it.each<[string, () => Any, (s: Any) => void, string[]]>([
    ['a title too long', minimal, (s) => (s.title = 'x'.repeat(121)), ['$.title textTooLong']],
    ['a summary too long', minimal, (s) => (s.summary = 'x'.repeat(401)), ['$.summary textTooLong']],
    ['zero replicas', tke, (s) => (s.apiserver.replicas = 0), ['$.apiserver.replicas outOfRange']],
    ['ten replicas', tke, (s) => (s.apiserver.replicas = 10), ['$.apiserver.replicas outOfRange']],
    [
      'a bad advertise address',
      tke,
      (s) => (s.apiserver.advertiseAddress = 'x'),
      ['$.apiserver.advertiseAddress notIPv4'],
    ],
    ['an apiserver port of 0', tke, (s) => (s.apiserver.port = 0), ['$.apiserver.port outOfRange']],
    ['an unknown apiserver field', tke, (s) => (s.apiserver.zone = 'a'), ['$.apiserver.zone unknownField']],
    [
      'a second node named like the first',
      tke,
      (s) => (s.nodes = [{ name: s.node.name, ip: '10.15.0.9' }]),
      ['$.nodes[0].name duplicateNode'],
    ],
    [
      "a second node at the first node's address",
      tke,
      (s) => (s.nodes = [{ name: 'n2', ip: s.node.ip }]),
      ['$.nodes[0].ip nodeIPInUse'],
    ],
    [
      'a node name with upper case, two nodes with one pod',
      tke,
      (s) =>
        (s.nodes = [
          { name: 'N2', ip: '10.15.0.9', pod: 'cilium-a' },
          { name: 'n3', ip: '10.15.0.10', pod: 'cilium-a' },
        ]),
      ['$.nodes[0].name notDnsName', '$.nodes[1].pod duplicatePod'],
    ],
    [
      'an event on an unknown node',
      tke,
      (s) => s.events.push({ at: 179000, type: 'restartAgent', node: 'nowhere' }),
      [`$.events[${tke().events.length}].node unknownNode`],
    ],
    [
      'a service range that is not a CIDR',
      tke,
      (s) => (s.serviceCIDRs = ['10.96.0.0']),
      ['$.serviceCIDRs[0] notCidr'],
    ],
    [
      'a duplicate Service with an invalid name is reported once',
      minimal,
      (s) => s.services.push({ ...s.services[0], name: 'Bad' }, { ...s.services[0], name: 'Bad' }),
      [2, 3].flatMap((i) => [
        `$.services[${i}].name notDnsLabel`,
        `$.services[${i}].clusterIP clusterIPInUse`,
      ]),
    ],
    // (no duplicateObject: the invalid name's placeholder is not compared)
    ['an upper-case node name', tke, (s) => (s.node.name = 'Node'), ['$.node.name notDnsLabel']],
    ['a node IP with a leading zero', tke, (s) => (s.node.ip = '10.15.0.04'), ['$.node.ip notIPv4']],
    ['a kernel without a version', tke, (s) => (s.node.kernel = 'latest'), ['$.node.kernel notKernel']],
    [
      'an agent address without a port',
      tke,
      (s) => (s.agent.apiserverAddress = '10.15.1.8'),
      ['$.agent.apiserverAddress notAddress'],
    ],
    ['an agent pod with "_"', tke, (s) => (s.agent.pod = 'cilium_x'), ['$.agent.pod notDnsLabel']],
    ['node not an object', tke, (s) => (s.node = 'x'), ['$.node notObject']],
    [
      'services not an array',
      minimal,
      (s) => (s.services = {}),
      // The slices may name Services that do not exist (yet); the annotate event may not.
      ['$.services notArray', '$.events[3].name unknownRef'],
    ],
    ['a Service without ports', minimal, (s) => (s.services[0].ports = []), ['$.services[0].ports noPorts']],
    [
      'a bad protocol',
      minimal,
      (s) => (s.services[0].ports[0].protocol = 'ICMP'),
      ['$.services[0].ports[0].protocol notOneOf'],
    ],
    [
      'a bad service type',
      minimal,
      (s) => (s.services[0].type = 'ExternalName'),
      ['$.services[0].type notOneOf'],
    ],
    [
      'ingress IPs on a ClusterIP',
      minimal,
      (s) => (s.services[0].loadBalancerIPs = ['1.2.3.4']),
      ['$.services[0].loadBalancerIPs lbIPsNotLB'],
    ],
    [
      'a targetPort of 0',
      minimal,
      (s) => (s.services[0].ports[0].targetPort = 0),
      ['$.services[0].ports[0].targetPort outOfRange'],
    ],
    [
      'a port name of 16 characters',
      minimal,
      (s) => (s.services[0].ports[0].name = 'a'.repeat(16)),
      ['$.services[0].ports[0].name textTooLong'],
    ],
    [
      'annotations as a list',
      minimal,
      (s) => (s.services[0].annotations = ['a']),
      ['$.services[0].annotations annotationsNotObject'],
    ],
    [
      'an annotation with a number value',
      minimal,
      (s) => (s.services[0].annotations = { a: 1 }),
      ['$.services[0].annotations["a"] notString'],
    ],
    [
      'an annotation key with a space',
      minimal,
      (s) => (s.services[0].annotations = { 'a b': 'x' }),
      ['$.services[0].annotations["a b"] notAnnotationKey'],
    ],
    [
      '101 annotations',
      minimal,
      (s) =>
        (s.services[0].annotations = Object.fromEntries(
          Array.from({ length: 101 }, (_, i) => [`k${i}`, 'v']),
        )),
      ['$.services[0].annotations tooManyAnnotations'],
    ],
    [
      'a slice named like a subdomain is fine',
      minimal,
      (s) => (s.endpointSlices[0].name = 'test.v1'),
      ['$.events[1].name unknownRef'],
    ],
    [
      'a duplicate slice',
      minimal,
      (s) => (s.endpointSlices[1].name = 'test'),
      ['$.endpointSlices[1].name duplicateObject'],
    ],
    [
      'a slice for default/kubernetes when the apiserver manages it',
      tke,
      (s) =>
        s.endpointSlices.push({
          namespace: 'default',
          name: 'kubernetes',
          service: 'kubernetes',
          endpoints: [],
        }),
      ['$.endpointSlices[2].name managedSlice'],
    ],
    [
      'endpoints as text',
      minimal,
      (s) => (s.endpointSlices[0].endpoints = '1.1.1.1'),
      ['$.endpointSlices[0].endpoints notArray'],
    ],
    [
      '1001 endpoints',
      minimal,
      (s) => (s.endpointSlices[0].endpoints = Array.from({ length: 1001 }, () => '1.1.1.1')),
      ['$.endpointSlices[0].endpoints tooManyItems'],
    ],
    [
      'a patch without endpoints or ports',
      minimal,
      (s) => delete s.events[1].endpoints,
      ['$.events[1] patchNeedsField'],
    ],
    [
      'a patch with bad ports',
      minimal,
      (s) => (s.events[1].ports = [{ port: 'x' }]),
      ['$.events[1].ports[0].port notNumber'],
    ],
    [
      'a deleteEndpointSlice of an unknown slice',
      minimal,
      (s) => (s.events[1] = { at: 8000, type: 'deleteEndpointSlice', namespace: 'default', name: 'nope' }),
      ['$.events[1].name unknownRef'],
    ],
    [
      'a deleteService of an unknown Service',
      minimal,
      (s) => (s.events[3] = { at: 16000, type: 'deleteService', namespace: 'default', name: 'nope' }),
      ['$.events[3].name unknownRef'],
    ],
    [
      'an annotation value too long',
      minimal,
      (s) => (s.events[3].value = 'x'.repeat(4097)),
      ['$.events[3].value textTooLong'],
    ],
    [
      'a createEndpointSlice for an unknown Service in a version 1 file',
      minimal,
      (s) => {
        s.version = 1;
        s.events[4] = {
          at: 20000,
          type: 'createEndpointSlice',
          namespace: 'default',
          name: 'n',
          service: 'nope',
          endpoints: [],
        };
      },
      ['$.events[4].service unknownRef'],
    ],
    [
      'a replica that does not exist',
      tke,
      (s) => (s.events[1].replica = 3),
      ['$.events[1].replica outOfRange'],
    ],
    [
      'a connect client too long',
      minimal,
      (s) => (s.events[0].client = 'x'.repeat(81)),
      ['$.events[0].client textTooLong'],
    ],
    ['a seed out of range', minimal, (s) => (s.seed = -1), ['$.seed outOfRange']],
    [
      'a run shorter than a second',
      minimal,
      (s) => (s.durationMs = 999),
      ['$.durationMs outOfRange'], // an invalid length is not used to judge the events
    ],
    [
      'a start time without a zone',
      minimal,
      (s) => (s.startTime = '2026-01-08T11:10:00'),
      ['$.startTime notIsoTime'],
    ],
    ['an event at a fractional time', minimal, (s) => (s.events[0].at = 1.5), ['$.events[0].at notWhole']],
    ['an event not an object', minimal, (s) => (s.events[0] = 5), ['$.events[0] notObject']],
    [
      'an unknown event field',
      minimal,
      (s) => (s.events[0].colour = 'red'),
      ['$.events[0].colour unknownField'],
    ],
  ])('%s', (_, base, f, expected) => {
    expect(mutated(base, f)).toEqual(expected);
  });

  it('a headless ClusterIP may be shared; a created Service and slice are known to later events', () => {
    expect(
      mutated(minimal, (s) => {
        s.services[0].clusterIP = 'None';
        s.services[1].clusterIP = 'None';
        s.events.push(
          {
            at: 21000,
            type: 'createService',
            service: {
              namespace: 'default',
              name: 'n',
              type: 'ClusterIP',
              clusterIP: '10.96.9.9',
              ports: [{ port: 80 }],
            },
          },
          {
            at: 22000,
            type: 'createEndpointSlice',
            namespace: 'default',
            name: 'n-1',
            service: 'n',
            endpoints: [],
          },
          { at: 23000, type: 'patchEndpointSlice', namespace: 'default', name: 'n-1', endpoints: null },
          { at: 24000, type: 'annotateService', namespace: 'default', name: 'n', key: 'k', value: 'v' },
          { at: 25000, type: 'deleteService', namespace: 'default', name: 'n' },
        );
      }),
    ).toEqual([]);
  });

  it('with an apiserver, default/kubernetes is a known Service and slice; without one it is not', () => {
    const withApi = (s: Any) =>
      s.events.push({
        at: 175000,
        type: 'annotateService',
        namespace: 'default',
        name: 'kubernetes',
        key: 'k',
        value: 'v',
      });
    expect(mutated(tke, withApi)).toEqual([]);
    expect(
      mutated(minimal, (s) =>
        s.events.push({
          at: 25000,
          type: 'annotateService',
          namespace: 'default',
          name: 'kubernetes',
          key: 'k',
          value: 'v',
        }),
      ),
    ).toEqual(['$.events[5].name unknownRef']);
    expect(
      mutated(minimal, (s) => s.events.push({ at: 25000, type: 'restartApiserver', replica: 0 })),
    ).toEqual(['$.events[5] needsApiserver']);
  });

  it('fills in defaults: an untitled scenario, and nothing invented', () => {
    const r = validateScenario({ version: 1, services: [], endpointSlices: [], events: [] });
    expect(r).toEqual({
      ok: true,
      scenario: { version: 2, title: 'Untitled scenario', services: [], endpointSlices: [], events: [] },
    });
  });

  it('limits the size of every list', () => {
    const many = (n: number) => Array.from({ length: n }, () => ({}));
    expect(
      errors({ version: 1, services: many(LIMITS.services + 1), endpointSlices: [], events: [] }),
    ).toEqual(['$.services tooManyItems']);
    expect(errors({ version: 1, services: [], endpointSlices: [], events: many(LIMITS.events + 1) })).toEqual(
      ['$.events tooManyItems'],
    );
    const s = minimal();
    s.services[0].ports = Array.from({ length: LIMITS.ports + 1 }, (_, i) => ({ port: i + 1 }));
    expect(errors(s)).toEqual(['$.services[0].ports tooManyItems']);
  });
});

describe('validateScenario: the work budget', () => {
  /** `services` Services of `ports` ports, each with one slice of `endpoints` addresses. */
  const costly = (services: number, ports: number, endpoints: number) => {
    const s = minimal();
    for (let i = 0; i < services; i++) {
      const name = `wide-${i}`;
      s.services.push({
        namespace: 'apps',
        name,
        type: 'ClusterIP',
        clusterIP: `10.200.${i}.1`,
        ports: Array.from({ length: ports }, (_, p) => ({ name: `p${p}`, port: 1000 + p, protocol: 'TCP' })),
      });
      s.endpointSlices.push({
        namespace: 'apps',
        name: `${name}-abcde`,
        service: name,
        endpoints: Array.from({ length: endpoints }, (_, k) => `10.${100 + i}.${k >> 8}.${k & 255}`),
        ports: Array.from({ length: ports }, (_, p) => ({ name: `p${p}`, port: 2000 + p, protocol: 'TCP' })),
      });
    }
    return s;
  };
  const budget = (s: unknown) => {
    const r = validateScenario(s);
    return r.ok ? [] : r.errors.filter((e) => e.code === 'tooMuchWork');
  };

  it('refuses 3 Services × 100 ports × 1,000 endpoints, naming the most expensive Service', () => {
    const s = costly(3, 100, 1000);
    s.endpointSlices.at(-2).endpoints = s.endpointSlices.at(-2).endpoints.slice(0, 900);
    const [e, ...rest] = budget(s);
    expect(rest).toEqual([]);
    const first = s.services.length - 3;
    expect(e!.path).toBe(`$.services[${first}]`);
    expect(e!.params).toMatchObject({
      total: 290_000 + minimalBackends(),
      limit: LIMITS.backends,
      service: '"apps/wide-0"',
      ports: 100,
      endpoints: 1000,
      backends: 100_000,
    });
    expect(e!.message).toContain('100 ports × 1000 endpoints = 100000');
  });

  it('counts distinct endpoints across a Service’s slices, and accepts a scenario within the limit', () => {
    const s = costly(1, 100, 999);
    expect(budget(s)).toEqual([]);
    // The same addresses in a second slice of the same Service add no backend.
    s.endpointSlices.push({ ...s.endpointSlices.at(-1), name: 'wide-0-fghij' });
    expect(budget(s)).toEqual([]);
    s.endpointSlices.at(-1).endpoints.push('10.250.0.1');
    expect(budget(s).map((e) => e.params.total)).toEqual([LIMITS.backends + minimalBackends()]);
  });

  /** The minimal preset's own backends, which count towards the total. */
  function minimalBackends(): number {
    const s = minimal();
    return s.services.reduce((n: number, svc: Any) => {
      const eps = new Set(
        s.endpointSlices
          .filter((x: Any) => x.namespace === svc.namespace && x.service === svc.name)
          .flatMap((x: Any) => x.endpoints ?? []),
      );
      return n + eps.size * svc.ports.length;
    }, 0);
  }
});
