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
