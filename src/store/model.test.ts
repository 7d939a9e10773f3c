import { describe, expect, it } from 'vitest';
import { useAppStore } from './appStore';
import { installModel, loadModel, modelLoading, modelReady } from './model';

describe('the model as a chunk of its own', () => {
  it('a scenario without runs is committed once the model is in, and the newest choice wins', async () => {
    installModel(null);
    expect(useAppStore.getState().presetId).toBe('tke-incident');
    useAppStore.getState().loadPreset('minimal-repro');
    // Nothing changes before the model can simulate it: the view never reads runs it cannot have.
    expect(useAppStore.getState().presetId).toBe('tke-incident');
    expect(modelLoading()).not.toBeNull();
    useAppStore.getState().loadPreset('no-shared-prefix');
    await loadModel();
    expect(modelReady()).toBe(true);
    expect(modelLoading()).toBeNull();
    expect(useAppStore.getState().presetId).toBe('no-shared-prefix');
    // Loaded, a choice is committed at once again.
    useAppStore.getState().loadPreset('minimal-repro');
    expect(useAppStore.getState().presetId).toBe('minimal-repro');
  });

  it('a cancelled wait commits nothing', async () => {
    installModel(null);
    const before = useAppStore.getState().presetId;
    useAppStore.getState().loadPreset('other-namespace');
    useAppStore.getState().cancelSimulation(true);
    await loadModel();
    expect(useAppStore.getState().presetId).toBe(before);
  });
});
