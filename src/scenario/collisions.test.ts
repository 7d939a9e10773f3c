import { describe, expect, it } from 'vitest';
import { findCollisions } from './collisions';
import { PRESETS, getPreset } from './presets';
import { runScenario } from './run';

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
