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
    const atRisk = new Set(['tke-incident', 'minimal-repro', 'longer-name-released']);
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
    version: 1,
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
