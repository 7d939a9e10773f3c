import { describe, expect, it } from 'vitest';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { countChangeAddresses, revealDelta } from '../useRevealCountChanges';

describe('countChangeAddresses', () => {
  const trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
  const stepAt = (ms: number) => trace.steps.findIndex((s) => s.at === ms);

  it('names the entries that lose their backends: the victim’s three at its count-0 moment', () => {
    expect(countChangeAddresses(trace, stepAt(36001)).sort()).toEqual([
      '0.0.0.0:30965/TCP',
      '10.15.1.8:443/TCP',
      '192.168.60.179:443/TCP',
    ]);
  });

  it('ignores the first programming of the BPF map and steps that change no count', () => {
    expect(countChangeAddresses(trace, stepAt(501))).toEqual([]);
    expect(countChangeAddresses(trace, stepAt(5000))).toEqual([]);
  });
});

describe('revealDelta', () => {
  const band = { top: 0, bottom: 590 };
  it('does not move what already shows', () => {
    expect(revealDelta({ top: 100, bottom: 200 }, band)).toBe(0);
  });
  it('scrolls down just enough to lift rows above the band’s bottom, with a margin', () => {
    expect(revealDelta({ top: 700, bottom: 800 }, band)).toBe(800 - 578);
  });
  it('scrolls up to rows above the window', () => {
    expect(revealDelta({ top: -300, bottom: -200 }, band)).toBe(-312);
  });
  it('shows the top of rows taller than the band', () => {
    expect(revealDelta({ top: 400, bottom: 1400 }, band)).toBe(388);
  });
});
