import { describe, expect, it } from 'vitest';
import { PRESETS } from '../scenario/presets';
import { getRuns } from './traces';

describe('run cache', () => {
  it('running every preset (what the gallery renders) keeps the current scenario’s runs', () => {
    // An edited scenario: not one of the presets' own objects.
    const current = { ...PRESETS[0]!.scenario, title: 'edited copy' };
    const before = getRuns(current);
    for (const p of PRESETS) getRuns(p.scenario);
    expect(getRuns(current)).toBe(before);
    // The presets themselves stay cached too: a second gallery render simulates nothing again.
    const again = PRESETS.map((p) => getRuns(p.scenario));
    expect(PRESETS.map((p) => getRuns(p.scenario))).toEqual(again);
    again.forEach((r, i) => expect(getRuns(PRESETS[i]!.scenario)).toBe(r));
  });
});
