import { describe, expect, it } from 'vitest';
import encoded from 'virtual:preset-runs';
import { getPreset } from '../scenario/presets';
import { installModel, loadModel, modelReady } from './model';
import { PRECOMPUTED_PRESET_ID, primePresetRuns, readStoredRuns, storedRuns } from './presetRuns';
import { simulateRuns } from './simulateRuns';
import { getRuns, hasRuns } from './traces';

const scenario = getPreset(PRECOMPUTED_PRESET_ID)!.scenario;

describe('the precomputed preset runs (virtual:preset-runs)', () => {
  it('are what a fresh simulation of the preset gives, for both keys and their story', async () => {
    expect(encoded).not.toBeNull();
    const shipped = await readStoredRuns(encoded!);
    const fresh = storedRuns(simulateRuns(scenario));
    for (const v of ['buggy', 'fixed'] as const) {
      expect(shipped.traces[v].variant).toBe(v);
      expect(shipped.traces[v]).toEqual(fresh.traces[v]);
      expect(shipped.chapters[v]).toEqual(fresh.chapters[v]);
      expect(shipped.beats[v]).toEqual(fresh.beats[v]);
      expect(shipped.schedules[v]).toEqual(fresh.schedules[v]);
    }
    expect(shipped).toEqual(fresh);
  });

  it('keep the parts the steps share shared, as the simulation made them', async () => {
    const shipped = await readStoredRuns(encoded!);
    const steps = shipped.traces.buggy.steps;
    // A step that changed nothing in the apiserver's state shares it with the step before.
    const shared = steps.slice(1).filter((s, i) => s.state.apiserver === steps[i]!.state.apiserver);
    expect(shared.length).toBeGreaterThan(steps.length / 2);
  });

  it('let the page show the preset without the model, which then loads only when needed', async () => {
    installModel(null);
    expect(modelReady()).toBe(false);
    expect(hasRuns(scenario)).toBe(false);
    await primePresetRuns();
    expect(modelReady()).toBe(false);
    expect(hasRuns(scenario)).toBe(true);
    expect(getRuns(scenario).traces.fixed.steps.length).toBeGreaterThan(0);
    // Any other scenario needs the model: reading its runs before it is loaded is a caller's bug, said plainly.
    const other = getPreset('minimal-repro')!.scenario;
    expect(() => getRuns(other)).toThrow(/model is not loaded/);
    await loadModel();
    expect(getRuns(other).traces.buggy.steps.length).toBeGreaterThan(0);
  });
});
