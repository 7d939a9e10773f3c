import { describe, expect, it } from 'vitest';
import { MAX_DURATION_MS, validateScenario } from './validate';
import { LIMITS } from './validateService';

// The scenario's top-level fields: what is accepted (and how it comes back), and for each refusal the exact
// path, problem and parameters.

const base = { version: 1, services: [], endpointSlices: [], events: [] };
const web = {
  namespace: 'default',
  name: 'web',
  type: 'ClusterIP',
  clusterIP: '10.96.0.10',
  ports: [{ port: 80 }],
};
const webSlice = { namespace: 'default', name: 'web-1', service: 'web', endpoints: ['10.0.0.5'] };
const apiserver = { replicas: 2, advertiseAddress: '10.0.0.1', port: 6443 };

function problems(over: Record<string, unknown>) {
  const r = validateScenario({ ...base, ...over });
  return r.ok ? [] : r.errors.map(({ path, code, params }) => ({ path, code, params }));
}
function accepted(over: Record<string, unknown>) {
  const r = validateScenario({ ...base, ...over });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.scenario;
}

describe('validateScenario: accepted fields', () => {
  it('a bare scenario (of version 1: read as version 2) gets a default title and nothing else', () => {
    expect(accepted({})).toStrictEqual({
      version: 2,
      title: 'Untitled scenario',
      services: [],
      endpointSlices: [],
      events: [],
    });
  });

  it('every optional field comes back as given', () => {
    const full = {
      title: 'T',
      summary: 'S',
      apiserver,
      node: { name: 'node-1.example', ip: '10.0.0.4', kernel: '5.4.119-1-tlinux4' },
      agent: { apiserverAddress: '10.15.1.8:443', pod: 'cilium-abcde', afterReconnect: 'relist' },
      nodes: [{ name: 'node-2', ip: '10.0.0.5' }],
      services: [web],
      endpointSlices: [webSlice],
      events: [{ at: 1000, type: 'restartApiserver' }],
      serviceCIDRs: ['10.96.0.0/12', '192.168.0.0/17'],
      seed: 2 ** 32 - 1,
      durationMs: 1000,
      startTime: '2026-01-08T10:00:00.123Z',
    };
    expect(accepted(full)).toStrictEqual({ ...full, version: 2 });
  });

  it('apiserver adds default/kubernetes and its slice to what events and slices may name', () => {
    const ev = { at: 1, type: 'connect', to: '10.0.0.1:6443' };
    expect(
      problems({
        apiserver,
        endpointSlices: [{ ...webSlice, service: 'kubernetes', name: 'k-extra' }],
        events: [
          ev,
          { at: 2, type: 'patchEndpointSlice', namespace: 'default', name: 'kubernetes', endpoints: [] },
        ],
      }),
    ).toEqual([]);
    expect(problems({ endpointSlices: [{ ...webSlice, service: 'kubernetes' }] })).toEqual([
      {
        path: '$.endpointSlices[0].service',
        code: 'unknownRef',
        params: { what: 'Service', value: '"default/kubernetes"' },
      },
    ]);
  });
});

describe('validateScenario: refused fields', () => {
  it.each<[string, Record<string, unknown>, unknown[]]>([
    ['no version', { version: undefined }, [{ path: '$.version', code: 'versionMissing', params: {} }]],
    ['version 3', { version: 3 }, [{ path: '$.version', code: 'versionWrong', params: { value: '3' } }]],
    [
      'a long version, shown cut to 20 characters',
      { version: 'x'.repeat(40) },
      [{ path: '$.version', code: 'versionWrong', params: { value: `"${'x'.repeat(19)}` } }],
    ],
    [
      'a title over 120 characters',
      { title: 't'.repeat(121) },
      [{ path: '$.title', code: 'textTooLong', params: { max: 120 } }],
    ],
    [
      'a summary over 400 characters',
      { summary: 's'.repeat(401) },
      [{ path: '$.summary', code: 'textTooLong', params: { max: 400 } }],
    ],
    [
      'apiserver fields out of range',
      { apiserver: { replicas: 10, advertiseAddress: 'x', port: 0 } },
      [
        { path: '$.apiserver.replicas', code: 'outOfRange', params: { min: 1, max: 9, value: 10 } },
        { path: '$.apiserver.advertiseAddress', code: 'notIPv4', params: { value: '"x"' } },
        { path: '$.apiserver.port', code: 'outOfRange', params: { min: 1, max: 65535, value: 0 } },
      ],
    ],
    [
      'an unknown apiserver field',
      { apiserver: { ...apiserver, version: '1.30' } },
      [
        {
          path: '$.apiserver.version',
          code: 'unknownField',
          params: { allowed: 'replicas, advertiseAddress, port' },
        },
      ],
    ],
    [
      'node fields',
      { node: { name: 'Node_1', ip: '10.0.0', kernel: 'linux-5.4' } },
      [
        { path: '$.node.name', code: 'notDnsLabel', params: { value: '"Node_1"' } },
        { path: '$.node.ip', code: 'notIPv4', params: { value: '"10.0.0"' } },
        { path: '$.node.kernel', code: 'notKernel', params: { value: '"linux-5.4"' } },
      ],
    ],
    [
      'a kernel without a minor version',
      { node: { kernel: '5' } },
      [{ path: '$.node.kernel', code: 'notKernel', params: { value: '"5"' } }],
    ],
    [
      'agent fields',
      { agent: { apiserverAddress: '10.15.1.8', pod: 'Cilium', afterReconnect: 'retry' } },
      [
        {
          path: '$.agent.apiserverAddress',
          code: 'notAddress',
          params: { value: '"10.15.1.8"', example: '10.15.1.8:443' },
        },
        { path: '$.agent.pod', code: 'notDnsLabel', params: { value: '"Cilium"' } },
        {
          path: '$.agent.afterReconnect',
          code: 'notOneOf',
          params: { options: 'resume, relist', gotType: 'string', value: '"retry"' },
        },
      ],
    ],
    [
      'an agent address over 26 characters',
      { agent: { apiserverAddress: '1'.repeat(27) } },
      [{ path: '$.agent.apiserverAddress', code: 'textTooLong', params: { max: 26 } }],
    ],
    [
      'an unknown agent field',
      { agent: { kubeconfig: 'x' } },
      [
        {
          path: '$.agent.kubeconfig',
          code: 'unknownField',
          params: { allowed: 'apiserverAddress, pod, afterReconnect' },
        },
      ],
    ],
    [
      'two Services with one name',
      { services: [web, { ...web, clusterIP: '10.96.0.11' }] },
      [
        {
          path: '$.services[1].name',
          code: 'duplicateObject',
          params: { what: 'Service', value: '"default/web"' },
        },
      ],
    ],
    [
      'two Services with one ClusterIP',
      { services: [web, { ...web, name: 'web2' }] },
      [
        {
          path: '$.services[1].clusterIP',
          code: 'clusterIPInUse',
          params: { value: '10.96.0.10', other: 'default/web' },
        },
      ],
    ],
    [
      'headless Services may share clusterIP None; an invalid name is reported once',
      {
        services: [
          { ...web, clusterIP: 'None' },
          { ...web, name: 'web2', clusterIP: 'None' },
          { ...web, name: 'Bad', clusterIP: '10.96.0.12' },
          { ...web, name: 'Bad', clusterIP: '10.96.0.13' },
        ],
      },
      [
        { path: '$.services[2].name', code: 'notDnsLabel', params: { value: '"Bad"' } },
        { path: '$.services[3].name', code: 'notDnsLabel', params: { value: '"Bad"' } },
      ],
    ],
    [
      'an invalid ClusterIP is reported once, not as in use',
      {
        services: [
          { ...web, clusterIP: 'x' },
          { ...web, name: 'web2', clusterIP: 'y' },
        ],
      },
      [
        { path: '$.services[0].clusterIP', code: 'notIPv4', params: { value: '"x"' } },
        { path: '$.services[1].clusterIP', code: 'notIPv4', params: { value: '"y"' } },
      ],
    ],
    [
      'two slices with one name',
      { services: [web], endpointSlices: [webSlice, webSlice] },
      [
        {
          path: '$.endpointSlices[1].name',
          code: 'duplicateObject',
          params: { what: 'EndpointSlice', value: '"default/web-1"' },
        },
      ],
    ],
    [
      'an invalid slice name is reported once',
      {
        services: [web],
        endpointSlices: [
          { ...webSlice, name: 'A' },
          { ...webSlice, name: 'A' },
        ],
      },
      [
        { path: '$.endpointSlices[0].name', code: 'notDnsLabel', params: { value: '"A"' } },
        { path: '$.endpointSlices[1].name', code: 'notDnsLabel', params: { value: '"A"' } },
      ],
    ],
    [
      'a slice of default/kubernetes when the apiserver manages it',
      { apiserver, endpointSlices: [{ ...webSlice, name: 'kubernetes', service: 'kubernetes' }] },
      [{ path: '$.endpointSlices[0].name', code: 'managedSlice', params: {} }],
    ],
    [
      'a slice of an unknown Service',
      { services: [web], endpointSlices: [{ ...webSlice, service: 'api' }] },
      [
        {
          path: '$.endpointSlices[0].service',
          code: 'unknownRef',
          params: { what: 'Service', value: '"default/api"' },
        },
      ],
    ],
    [
      'events out of order',
      {
        apiserver,
        events: [
          { at: 2000, type: 'restartApiserver' },
          { at: 1000, type: 'restartApiserver' },
        ],
      },
      [{ path: '$.events[1].at', code: 'eventsOutOfOrder', params: { at: 1000, last: 2000 } }],
    ],
    [
      'an event after the end of the run',
      {
        apiserver,
        durationMs: 1000,
        events: [
          { at: 1000, type: 'restartApiserver' },
          { at: 1001, type: 'restartApiserver' },
        ],
      },
      [{ path: '$.events[1].at', code: 'afterDuration', params: { at: 1001, duration: 1000 } }],
    ],
    [
      'a duration out of range',
      { durationMs: 999 },
      [{ path: '$.durationMs', code: 'outOfRange', params: { min: 1000, max: MAX_DURATION_MS, value: 999 } }],
    ],
    [
      'service CIDRs: too many, not a CIDR, too long',
      { serviceCIDRs: ['10.96.0.0/12', '10.0.0.0/8', '1.0.0.0/8', '2.0.0.0/8', '3.0.0.0/8'] },
      [{ path: '$.serviceCIDRs', code: 'tooManyItems', params: { count: 5, max: 4 } }],
    ],
    [
      'a service CIDR that is not one',
      { serviceCIDRs: ['10.96.0.0', '10.96.0.0/33', '010.096.000.000/012'] },
      [
        {
          path: '$.serviceCIDRs[0]',
          code: 'notCidr',
          params: { value: '"10.96.0.0"', example: '10.96.0.0/12' },
        },
        {
          path: '$.serviceCIDRs[1]',
          code: 'notCidr',
          params: { value: '"10.96.0.0/33"', example: '10.96.0.0/12' },
        },
        { path: '$.serviceCIDRs[2]', code: 'textTooLong', params: { max: 18 } },
      ],
    ],
    [
      'a seed out of range',
      { seed: 2 ** 32 },
      [{ path: '$.seed', code: 'outOfRange', params: { min: 0, max: 2 ** 32 - 1, value: 2 ** 32 } }],
    ],
    [
      'a start time that is not ISO, or not a real date',
      { startTime: '2026-01-08 10:00:00Z' },
      [{ path: '$.startTime', code: 'notIsoTime', params: { value: '"2026-01-08 10:00:00Z"' } }],
    ],
    [
      'a start time with text around it',
      { startTime: 'x2026-01-08T10:00:00Z' },
      [{ path: '$.startTime', code: 'notIsoTime', params: { value: '"x2026-01-08T10:00:00Z"' } }],
    ],
    [
      'a start time on 30 February',
      { startTime: '2026-02-30T10:00:00Z' },
      [{ path: '$.startTime', code: 'notRealDate', params: { value: '"2026-02-30T10:00:00Z"' } }],
    ],
    [
      'a talk that is not an object',
      { talk: 3 },
      [{ path: '$.talk', code: 'notObject', params: { gotType: 'number', value: '3' } }],
    ],
  ])('%s', (_, over, want) => {
    expect(problems(over)).toEqual(want);
  });

  it('a valid service CIDR among refused ones is kept', () => {
    const r = validateScenario({ ...base, serviceCIDRs: ['10.96.0.0/12'] });
    expect(r.ok && r.scenario.serviceCIDRs).toEqual(['10.96.0.0/12']);
  });

  it(`the work budget: at most ${LIMITS.backends} backends, naming the Service that costs most`, () => {
    const endpoints = Array.from({ length: LIMITS.endpoints }, (_, i) => `10.1.${i >> 8}.${i & 255}`);
    const ports = (n: number) => Array.from({ length: n }, (_, i) => ({ port: i + 1 }));
    const scenario = (n: number) => ({
      services: [
        { ...web, ports: ports(1) },
        { ...web, name: 'big', clusterIP: '10.96.0.11', ports: ports(n) },
      ],
      endpointSlices: [
        { ...webSlice, endpoints: ['10.0.0.5'], ports: [{ port: 1 }] },
        { ...webSlice, name: 'big-1', service: 'big', endpoints, ports: ports(n) },
      ],
    });
    const n = LIMITS.backends / LIMITS.endpoints;
    expect(problems(scenario(n - 1))).toEqual([]);
    // n ports × 1000 endpoints + the small Service's one backend: one over the limit.
    expect(problems(scenario(n))).toEqual([
      {
        path: '$.services[1]',
        code: 'tooMuchWork',
        params: {
          total: LIMITS.backends + 1,
          limit: LIMITS.backends,
          service: '"default/big"',
          ports: n,
          endpoints: LIMITS.endpoints,
          backends: LIMITS.backends,
        },
      },
    ]);
  });
});
