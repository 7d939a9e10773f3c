import { describe, expect, it } from 'vitest';
import { getPreset } from './presets';
import { DEFAULT_START_TIME, defaultPod, SETTLE_MS, toSimInput } from './toSimInput';
import type { ScenarioV1 } from './types';

const base: ScenarioV1 = {
  version: 2,
  title: 'defaults',
  services: [
    {
      namespace: 'default',
      name: 'web',
      type: 'NodePort',
      clusterIP: '10.96.0.1',
      ports: [{ port: 80, nodePort: 30080 }],
    },
  ],
  endpointSlices: [{ namespace: 'default', name: 'web-1', service: 'web', endpoints: null }],
  events: [
    { at: 5_000, type: 'connect', to: '10.96.0.1:80' },
    { at: 7_000, type: 'connect', to: '10.96.0.1:80/UDP', client: 'dig' },
    { at: 8_000, type: 'patchEndpointSlice', namespace: 'default', name: 'web-1', ports: null },
  ],
};

describe('toSimInput', () => {
  it('is built once per scenario object: the same scenario gives the same input, an equal copy an equal one', () => {
    const copy = structuredClone(base);
    expect(toSimInput(base)).toBe(toSimInput(base));
    expect(toSimInput(copy)).not.toBe(toSimInput(base));
    expect(toSimInput(copy)).toEqual(toSimInput(base));
  });

  it('fills every default: seed, start time, run length, node, agent, ports, protocols, clients', () => {
    const input = toSimInput(base);
    expect(input).toMatchObject({
      title: 'defaults',
      seed: 1,
      startTime: Date.parse(DEFAULT_START_TIME),
      durationMs: 8_000 + SETTLE_MS,
      node: { name: 'node-1', ip: '10.0.0.4', kernel: '5.4.241' },
      agent: { apiserverAddress: null, pod: 'cilium-x7k2q' },
      apiserver: null,
    });
    expect(input.services[0]).toEqual({
      namespace: 'default',
      name: 'web',
      type: 'NodePort',
      clusterIP: '10.96.0.1',
      loadBalancerIPs: [],
      annotations: {},
      ports: [{ name: '', port: 80, targetPort: 80, nodePort: 30080, protocol: 'TCP' }],
    });
    expect(input.endpointSlices[0]).toEqual({
      namespace: 'default',
      name: 'web-1',
      service: 'web',
      endpoints: null,
      ports: [],
    });
    expect(input.events).toEqual([
      { at: 5_000, type: 'connect', to: '10.96.0.1:80/TCP', client: 'curl' },
      { at: 7_000, type: 'connect', to: '10.96.0.1:80/UDP', client: 'dig' },
      { at: 8_000, type: 'patchEndpointSlice', namespace: 'default', name: 'web-1', ports: null },
    ]);
  });

  it('keeps what the scenario sets', () => {
    const input = toSimInput({
      ...base,
      seed: 9,
      durationMs: 12_345,
      startTime: '2026-02-01T00:00:00Z',
      node: { name: 'n', ip: '10.1.1.1', kernel: '6.1' },
      agent: { apiserverAddress: '10.15.1.8:443', pod: 'p' },
    });
    expect(input).toMatchObject({
      seed: 9,
      durationMs: 12_345,
      startTime: Date.parse('2026-02-01T00:00:00Z'),
      node: { name: 'n', ip: '10.1.1.1', kernel: '6.1' },
      agent: { apiserverAddress: '10.15.1.8:443/TCP', pod: 'p' },
    });
  });

  it('with an apiserver: a default ClusterIP default/kubernetes, or the one the scenario lists (not a plain Service)', () => {
    const withApi = toSimInput({
      ...base,
      apiserver: { replicas: 2, advertiseAddress: '169.254.128.7', port: 60002 },
    });
    expect(withApi.apiserver).toMatchObject({
      replicas: 2,
      kubernetesService: {
        name: 'kubernetes',
        type: 'ClusterIP',
        clusterIP: '10.96.0.1',
        ports: [{ name: 'https', port: 443, targetPort: 60002 }],
      },
    });
    const tke = toSimInput(getPreset('tke-incident')!.scenario);
    expect(tke.apiserver?.kubernetesService.type).toBe('LoadBalancer');
    expect(tke.services.map((s) => s.name)).not.toContain('kubernetes');
  });

  it('turns create events into the simulator’s shapes', () => {
    const input = toSimInput({
      ...base,
      events: [
        {
          at: 1,
          type: 'createService',
          service: {
            namespace: 'default',
            name: 'x',
            type: 'ClusterIP',
            clusterIP: '10.96.0.9',
            ports: [{ port: 53, protocol: 'UDP' }],
          },
        },
        {
          at: 2,
          type: 'createEndpointSlice',
          namespace: 'default',
          name: 'x-1',
          service: 'x',
          endpoints: ['1.1.1.1'],
          ports: [{ port: 53, protocol: 'UDP', name: 'dns' }],
        },
        { at: 3, type: 'patchEndpointSlice', namespace: 'default', name: 'x-1', endpoints: [] },
      ],
    });
    expect(input.events[0]).toMatchObject({
      service: { ports: [{ name: '', port: 53, targetPort: 53, protocol: 'UDP' }] },
    });
    expect(input.events[1]).toEqual({
      at: 2,
      type: 'createEndpointSlice',
      namespace: 'default',
      name: 'x-1',
      service: 'x',
      endpoints: ['1.1.1.1'],
      ports: [{ name: 'dns', port: 53, protocol: 'UDP' }],
    });
    expect(input.events[2]).toEqual({
      at: 3,
      type: 'patchEndpointSlice',
      namespace: 'default',
      name: 'x-1',
      endpoints: [],
    });
    expect(input.durationMs).toBe(3 + SETTLE_MS);
  });
});

describe('toSimInput: nodes, the kubernetes Service and service ranges', () => {
  it('each further node gets a stable pod name from its name, unless it names one', () => {
    const input = toSimInput({
      ...base,
      nodes: [
        { name: 'node-2', ip: '10.0.0.5' },
        { name: 'node-3', ip: '10.0.0.6', pod: 'cilium-mine1', kernel: '6.1.0' },
      ],
    });
    const [, two, three] = input.nodes;
    expect(two!.pod).toBe(defaultPod('node-2'));
    expect(three).toMatchObject({ pod: 'cilium-mine1', kernel: '6.1.0' });
    expect(two!.kernel).toBe(input.nodes[0]!.kernel);
    for (const n of ['node-2', 'a', 'worker-17.example'])
      expect(defaultPod(n)).toMatch(/^cilium-[0-9a-z]{5}$/);
    expect(defaultPod('node-2')).toBe(defaultPod('node-2'));
    expect(new Set(['a', 'b', 'c', 'node-2', 'node-3'].map(defaultPod)).size).toBe(5);
    // A hash with fewer than five base-36 digits is padded with zeros.
    expect(defaultPod('node-31')).toMatch(/^cilium-0[0-9a-z]{4}$/);
  });

  it('only default/kubernetes stands for the apiserver’s Service; one in another namespace is a plain Service', () => {
    const api = { replicas: 1, advertiseAddress: '10.0.0.1', port: 6443 };
    const mine = {
      namespace: 'other',
      name: 'kubernetes',
      type: 'ClusterIP' as const,
      clusterIP: '10.97.0.1',
      ports: [{ port: 443 }],
    };
    const input = toSimInput({ ...base, apiserver: api, services: [...base.services, mine] });
    expect(input.services.map((s) => `${s.namespace}/${s.name}`)).toEqual([
      'default/web',
      'other/kubernetes',
    ]);
    expect(input.apiserver?.kubernetesService).toMatchObject({
      namespace: 'default',
      clusterIP: '10.96.0.1',
    });
    // Without an apiserver there is none, even if default/kubernetes is listed.
    const none = toSimInput({ ...base, services: [...base.services, { ...mine, namespace: 'default' }] });
    expect(none.apiserver).toBeNull();
    expect(none.services.map((s) => s.name)).toContain('kubernetes');
  });

  it('service ranges default to the /16 of every ClusterIP, the apiserver’s and created Services’ included', () => {
    const input = toSimInput({
      ...base,
      apiserver: { replicas: 1, advertiseAddress: '10.0.0.1', port: 6443 },
      services: [{ ...base.services[0]!, clusterIP: '172.20.3.4' }],
      events: [
        {
          at: 1000,
          type: 'createService',
          service: {
            namespace: 'default',
            name: 'b',
            type: 'ClusterIP',
            clusterIP: '192.168.7.1',
            ports: [{ port: 80 }],
          },
        },
      ],
    });
    expect(input.serviceCIDRs).toEqual(['10.96.0.0/16', '172.20.0.0/16', '192.168.0.0/16']);
    expect(toSimInput({ ...base, serviceCIDRs: ['10.0.0.0/8'] }).serviceCIDRs).toEqual(['10.0.0.0/8']);
    expect(toSimInput(base).serviceCIDRs).toEqual(['10.96.0.0/16']);
  });

  it('after a reconnect the agent resumes unless the scenario says relist', () => {
    expect(toSimInput(base).agent.afterReconnect).toBe('resume');
    expect(toSimInput({ ...base, agent: { afterReconnect: 'relist' } }).agent.afterReconnect).toBe('relist');
  });
});
