import { describe, expect, it, vi } from 'vitest';
import { PRESETS, DEFAULT_PRESET_ID, getPreset } from '../scenario/presets';
import { computeRuns, readStory } from './computeRuns';
import { runVariant } from './runVariant';

/** The key variants simulated, in order (runVariant spied, still simulating). */
const simulated = vi.hoisted(() => [] as string[]);
vi.mock('./runVariant', async (importOriginal) => {
  const m = await importOriginal<typeof import('./runVariant')>();
  return {
    ...m,
    runVariant: (...args: Parameters<typeof m.runVariant>) => {
      simulated.push(args[1]);
      return m.runVariant(...args);
    },
  };
});

describe('computeRuns', () => {
  it('simulates the fixed key only when something reads it, once', async () => {
    // The test setup loaded the model (src/testing/installModel.ts) before this file's mock: a fresh copy of it
    // runs the spied runVariant.
    vi.resetModules();
    const { simulateRuns } = await import('./simulateRuns');
    simulated.length = 0;
    const runs = simulateRuns(getPreset(DEFAULT_PRESET_ID)!.scenario);
    // What the first view reads: the buggy run, its story, the timeline's span.
    void [runs.traces.buggy, runs.chapters.buggy, runs.beats.buggy, runs.schedules.buggy, runs.endAt];
    expect(simulated).toEqual(['buggy']);
    void runs.chapters.fixed;
    expect(simulated).toEqual(['buggy', 'fixed']);
    void [runs.traces.fixed, runs.beats.fixed, runs.schedules.fixed, runs.divergence];
    expect(simulated).toEqual(['buggy', 'fixed']);
  });

  it('gives what simulating both at once gives, in every preset', () => {
    for (const p of PRESETS) {
      const runs = computeRuns(p.scenario);
      const buggy = runVariant(p.scenario, 'buggy');
      const fixed = runVariant(p.scenario, 'fixed');
      expect(runs.traces, p.id).toEqual({ buggy, fixed });
      const { chapters, beats, schedules, story, divergence, endAt } = runs;
      expect({ chapters, beats, schedules, story, divergence, endAt }, p.id).toEqual(
        readStory(p.scenario, buggy, fixed),
      );
    }
  });
});
