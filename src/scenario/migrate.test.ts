import { describe, expect, it } from 'vitest';
import { PRESETS } from './presets';
import { SCENARIO_VERSION } from './types';
import { validateScenario } from './validate';

/** A preset as a file of format version 1 wrote it: the same JSON with `"version": 1`. */
const asVersion1 = (sc: object) => ({ ...JSON.parse(JSON.stringify(sc)), version: 1 });

describe('scenario format version 2 and the migration from version 1', () => {
  it('this app writes version 2', () => {
    expect(SCENARIO_VERSION).toBe(2);
    expect(PRESETS.every((p) => p.scenario.version === 2)).toBe(true);
  });

  it.each(PRESETS.map((p) => [p.id, p] as const))(
    'a version 1 file of %s reads as the version 2 scenario',
    (_, p) => {
      expect(validateScenario(asVersion1(p.scenario))).toEqual({ ok: true, scenario: p.scenario });
    },
  );

  it.each([0, 3, '2', null])('refuses version %j, naming the versions it reads', (version) => {
    const r = validateScenario({ version, services: [], endpointSlices: [], events: [] });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]).toMatchObject({ path: '$.version', message: expect.stringMatching(/1 or 2/) });
  });
});

describe('ciliumVersion (format version 2)', () => {
  const base = { version: 2, services: [], endpointSlices: [], events: [] };
  const errors = (sc: object) => {
    const r = validateScenario(sc);
    return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`);
  };

  it.each(['1.18.0', '1.18.6', 'v1.18.7', '1.18.8', '1.19.0-rc.0', '1.19.2'])(
    'accepts %s as written',
    (v) => {
      const r = validateScenario({ ...base, ciliumVersion: v });
      expect(r.ok && r.scenario.ciliumVersion).toBe(v);
    },
  );

  it.each([
    ['1.18', '$.ciliumVersion: "1.18" is not a Cilium release like 1.18.6 or 1.19.0-rc.0'],
    [
      '1.18.6-7d4d8932',
      '$.ciliumVersion: "1.18.6-7d4d8932" is not a Cilium release like 1.18.6 or 1.19.0-rc.0',
    ],
    [
      '1.17.4',
      '$.ciliumVersion: "1.17.4" is not modelled: the model runs the load-balancer control plane of v1.18.0 and later',
    ],
  ])('refuses %s with one clear message', (v, message) => {
    expect(errors({ ...base, ciliumVersion: v })).toEqual([message]);
  });

  it('is refused in a file of version 1, by name', () => {
    expect(errors({ ...base, version: 1, ciliumVersion: '1.18.6' })).toEqual([
      '$.ciliumVersion: is a field of format version 2: set "version": 2',
    ]);
  });
});
