import { describe, expect, it } from 'vitest';
import { findCollisions } from './collisions';
import { PRESETS, getPreset } from './presets';
import { runScenario } from './run';
import type { ScenarioV1 } from './types';

describe('findCollisions', () => {
  it('flags default/kubernetes → default/kubernetes-intranet in the incident, with the bytes', () => {
    const c = findCollisions(getPreset('tke-incident')!.scenario);
    expect(c).toHaveLength(1);
    expect(c[0]).toMatchObject({
      released: 'default/kubernetes',
      victim: 'default/kubernetes-intranet',
      shared: ['169.254.128.7:60002/TCP'],
    });
    expect(c[0]!.victimKeyHex.startsWith(c[0]!.prefixHex)).toBe(true);
  });

  it('agrees with the model: every fired preset has a collision; safe presets have none unless only the longer name is released', () => {
    // The incident's cluster is at risk in every variant of it, even where the bug does not fire.
    const atRisk = new Set([
      'tke-incident',
      'minimal-repro',
      'longer-name-released',
      'tke-incident-nodes',
      'tke-incident-relist',
      'first-hypothesis',
      'workaround',
    ]);
    for (const p of PRESETS) {
      const fired = runScenario(p.scenario, 'buggy').steps.some((s) =>
        s.releases.some((r) => r.collateral.length),
      );
      if (fired) expect(findCollisions(p.scenario).length, p.id).toBeGreaterThan(0);
      expect(findCollisions(p.scenario).length > 0, p.id).toBe(atRisk.has(p.id));
    }
  });
});

describe('findCollisions: any byte-prefix, not only names followed by a dash', () => {
  const sc = (
    names: [string, string],
    endpoints: [string, string],
    ns = ['default', 'default'],
  ): ScenarioV1 => ({
    version: 2,
    title: 't',
    services: names.map((name, i) => ({
      namespace: ns[i]!,
      name,
      type: 'ClusterIP' as const,
      clusterIP: `10.96.0.${i + 1}`,
      ports: [{ port: 80 }],
    })),
    endpointSlices: names.map((name, i) => ({
      namespace: ns[i]!,
      name: `${name}-x`,
      service: name,
      endpoints: [endpoints[i]!],
      ports: [{ port: 80 }],
    })),
    events: [],
  });

  it('flags api → apiv2 when they share a backend', () => {
    expect(findCollisions(sc(['apiv2', 'api'], ['1.1.1.1', '1.1.1.1']))).toEqual([
      expect.objectContaining({
        released: 'default/api',
        victim: 'default/apiv2',
        shared: ['1.1.1.1:80/TCP'],
      }),
    ]);
  });

  it('no collision without a shared backend, without a prefix, or across namespaces', () => {
    expect(findCollisions(sc(['api', 'apiv2'], ['1.1.1.1', '1.1.1.2']))).toEqual([]);
    expect(findCollisions(sc(['api', 'web'], ['1.1.1.1', '1.1.1.1']))).toEqual([]);
    expect(findCollisions(sc(['api', 'apiv2'], ['1.1.1.1', '1.1.1.1'], ['default', 'other']))).toEqual([]);
  });

  it('gives the bytes: the lookup prefix and the victim key it is a prefix of', () => {
    const [c] = findCollisions(sc(['api', 'apiv2'], ['1.1.1.1', '1.1.1.1']));
    expect(c!.prefixHex).toBe('64656661756c742f617069'); // "default/api"
    expect(c!.victimKeyHex).toBe('64656661756c742f6170697632' + '2004'); // "default/apiv2" + 0x20 + priority 4
  });
});

describe('findCollisions: what counts as a backend', () => {
  it('counts default/kubernetes at the advertise address when the apiserver is modelled', () => {
    const sc: ScenarioV1 = {
      version: 2,
      title: 't',
      apiserver: { replicas: 1, advertiseAddress: '169.254.128.7', port: 60002 },
      services: [
        {
          namespace: 'default',
          name: 'kubernetes-x',
          type: 'ClusterIP',
          clusterIP: '10.96.0.2',
          ports: [{ port: 443 }],
        },
      ],
      endpointSlices: [
        {
          namespace: 'default',
          name: 'kx',
          service: 'kubernetes-x',
          endpoints: ['169.254.128.7'],
          ports: [{ port: 60002, protocol: 'TCP' }],
        },
      ],
      events: [],
    };
    expect(findCollisions(sc).map((c) => [c.released, c.victim, c.shared])).toEqual([
      ['default/kubernetes', 'default/kubernetes-x', ['169.254.128.7:60002/TCP']],
    ]);
    const udp = JSON.parse(JSON.stringify(sc)) as ScenarioV1;
    udp.endpointSlices[0]!.ports = [{ port: 60002, protocol: 'UDP' }];
    expect(findCollisions(udp)).toEqual([]); // another protocol is another backend
  });

  it('a slice without endpoints or ports holds no backend; several slices of one Service add up', () => {
    const sc: ScenarioV1 = {
      version: 2,
      title: 't',
      services: ['a', 'ab'].map((name, i) => ({
        namespace: 'default',
        name,
        type: 'ClusterIP' as const,
        clusterIP: `10.96.0.${i + 1}`,
        ports: [{ port: 80 }],
      })),
      endpointSlices: [
        { namespace: 'default', name: 'a-1', service: 'a', endpoints: null, ports: [{ port: 80 }] },
        { namespace: 'default', name: 'a-2', service: 'a', endpoints: ['1.1.1.1'], ports: null },
        { namespace: 'default', name: 'a-3', service: 'a', endpoints: ['2.2.2.2'], ports: [{ port: 80 }] },
        {
          namespace: 'default',
          name: 'ab-1',
          service: 'ab',
          endpoints: ['1.1.1.1', '2.2.2.2'],
          ports: [{ port: 80 }],
        },
      ],
      events: [],
    };
    expect(findCollisions(sc).map((c) => c.shared)).toEqual([['2.2.2.2:80/TCP']]);
  });
});
