import { describe, expect, it } from 'vitest';
import { getPreset } from './presets';
import { DEFAULT_START_TIME, SETTLE_MS, toSimInput } from './toSimInput';
import type { ScenarioV1 } from './types';

const base: ScenarioV1 = {
  version: 1,
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
