import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../model/trace';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { en } from '../../i18n/en';
import { stageWhere, stageWords } from '../StageSvg';
import { stageDemand } from '../stageDemand';
import { SWITCH_GAIN, stageLayout, type Arrangement, type StageFit } from '../stageLayout';
import { stageModels } from '../stageModel';

const ALL = { services: Infinity, slices: Infinity, backends: Infinity, table: Infinity };
const scenario = getPreset('tke-incident')!.scenario;
const demandAt = (trace: Trace, i: number) =>
  stageDemand(stageModels(trace, i, stageWhere(scenario), '')(ALL), stageWords(en));

/** The arrangement at every step, each step keeping the one before it when asked to. */
function walk(trace: Trace, fit: StageFit, keep: boolean): Arrangement[] {
  const out: Arrangement[] = [];
  for (const s of trace.steps) {
    const prev = out.at(-1);
    out.push(
      stageLayout(demandAt(trace, s.index), { ...fit, ...(keep && prev ? { keep: prev } : {}) }).arrangement,
    );
  }
  return out;
}
const flips = (xs: Arrangement[]) => xs.filter((x, i) => i > 0 && x !== xs[i - 1]).length;

describe('stage arrangement on a projected stage', () => {
  const trace = runScenario(scenario, 'buggy');
  // A 1920×1080 projector's stage box: columns and bands give text within a few per cent of each other.
  const fit: StageFit = { mode: 'present', width: 1900, height: 840 };

  it('keeping the arrangement shown before: the incident flips the picture at most once, not at near-ties', () => {
    expect(flips(walk(trace, fit, false))).toBeGreaterThan(1);
    expect(flips(walk(trace, fit, true))).toBeLessThanOrEqual(1);
  });

  it('leaves the kept arrangement only for text SWITCH_GAIN larger, and never for smaller text', () => {
    for (const s of trace.steps) {
      const d = demandAt(trace, s.index);
      const best = stageLayout(d, fit);
      for (const keep of ['columns', 'bands'] as const) {
        const g = stageLayout(d, { ...fit, keep });
        if (g.arrangement !== keep) expect(g).toEqual(best);
        else if (keep !== best.arrangement)
          expect(best.font).toBeLessThanOrEqual(g.font * SWITCH_GAIN + 0.01);
      }
    }
  });
});
