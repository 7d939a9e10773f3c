import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { getPreset } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { computeStage, stageWhere } from '../computeStage';
import { STAGE_STEPS_KEPT, stageAt, stageCounts } from '../stageCache';
import { stageWords } from '../stageDemand';

const scenario = getPreset('tke-incident')!.scenario;
const run = runScenario(scenario, 'buggy');
const where = stageWhere(scenario);
const words = stageWords(en);
const page = { fit: 'page', width: 900 } as const;
/** A trace object of its own (the cache is per trace object). */
const fresh = () => ({ ...run });
/** A step after the first rows appear whose frontend → BPF table differs from the step before’s. */
const changing = run.steps.findIndex(
  (_, i) =>
    i > 3 &&
    JSON.stringify(computeStage(run, i, where, page, words).m.table) !==
      JSON.stringify(computeStage(run, i - 1, where, page, words).m.table),
);

describe('stageAt (the stage at a step, computed once per step and trace)', () => {
  it('computes a step once, and gives the same objects when asked again', () => {
    const trace = fresh();
    const a = stageAt(trace, 5, where, page, words);
    expect(stageAt(trace, 5, where, page, words)).toBe(a);
    expect(stageAt(trace, 6, where, page, words)).not.toBe(a);
    // Another box is another stage.
    expect(stageAt(trace, 5, where, { fit: 'page', width: 500 }, words)).not.toBe(a);
  });

  it('is what computeStage gives, with the unchanged records of the step before as the same objects', () => {
    const trace = fresh();
    const before = stageAt(trace, changing - 1, where, page, words);
    const now = stageAt(trace, changing, where, page, words);
    expect(now).toEqual(computeStage(run, changing, where, page, words));
    const records = (x: typeof now) => [
      ...x.m.services.shown,
      ...x.m.slices.shown,
      ...x.m.backends.shown,
      ...x.m.table.shown,
    ];
    const kept = records(now).filter((r) => records(before).includes(r));
    expect(kept.length).toBeGreaterThan(0);
    expect(now.m.table).not.toBe(before.m.table);
    expect(now.g.node).toBe(before.g.node);
    expect(stageCounts(trace)!.same).toBeGreaterThan(0);
    expect(stageCounts(trace)!.changed).toBeGreaterThan(0);
  });

  it('starts afresh for a new trace (nothing shared with another trace’s stage)', () => {
    const one = stageAt(fresh(), 5, where, page, words);
    const other = fresh();
    const two = stageAt(other, 5, where, page, words);
    expect(two).toEqual(one);
    expect(two).not.toBe(one);
    expect(two.m.services.shown[0]).not.toBe(one.m.services.shown[0]);
    expect(stageCounts(other)).toEqual({ same: 0, changed: 0 });
  });

  it(`keeps the last ${STAGE_STEPS_KEPT} steps asked`, () => {
    const trace = fresh();
    const first = stageAt(trace, 0, where, page, words);
    const n = Math.min(run.steps.length - 1, STAGE_STEPS_KEPT);
    for (let i = 1; i < n; i++) stageAt(trace, i, where, page, words);
    expect(stageAt(trace, 0, where, page, words)).toBe(first);
    for (let i = 1; i <= STAGE_STEPS_KEPT; i++) stageAt(trace, i % run.steps.length, where, page, words);
    if (run.steps.length > STAGE_STEPS_KEPT) expect(stageAt(trace, 0, where, page, words)).not.toBe(first);
  });
});
