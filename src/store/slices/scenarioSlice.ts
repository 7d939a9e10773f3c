import { DEFAULT_PRESET_ID, getPreset } from '../../scenario/presets';
import type { KeyVariant } from '../../model/backendInstanceKey';
import type { ScenarioV1 } from '../../scenario/types';
import type { AppStore, SliceCreator } from './types';

export interface ScenarioSlice {
  presetId: string | null;
  scenario: ScenarioV1;
  loadPreset: (id: string) => void;
  /**
   * Opens a scenario (a link, a file, a replay) at its first moment. A large one is simulated off the page's
   * thread first: the view changes (and `then` runs) once it is ready, unless something newer came first.
   * `show`: the key `then` will show, whose run alone is enough to show the scenario (see `whenSimulated`).
   */
  loadScenario: (scenario: ScenarioV1, then?: () => void, show?: KeyVariant) => void;
  /** Swaps in an edited scenario, keeping the moment (the editor re-simulates as you type); as `loadScenario`. */
  replaceScenario: (scenario: ScenarioV1, then?: () => void) => void;
}

/** What a newly opened scenario starts with: the first moment, paused, unzoomed, with its own talk. */
const FRESH = { time: 0, step: 0, playing: false, waitingAt: null, zoom: null, beat: null } as const;

export const createScenarioSlice: SliceCreator<ScenarioSlice> = (set, get) => {
  /** Sets a new scenario; the editor hears of it (its own pushes it recognises, anything else replaced it). */
  const change = (update: Partial<AppStore>) => {
    const { scenario, presetId, view, time } = get();
    set(update);
    if (get().scenario !== scenario) get().editor.scenarioReplaced({ scenario, presetId, view, time });
  };
  return {
    presetId: DEFAULT_PRESET_ID,
    // A constant of the presets module: choosing it simulates nothing (runs are computed when first read).
    scenario: getPreset(DEFAULT_PRESET_ID)!.scenario,
    loadPreset: (id) => {
      const p = getPreset(id);
      if (!p) return;
      // Presets are small: simulated at once (and any simulation still under way is superseded).
      get().whenSimulated(p.scenario, 'open', () =>
        change({ ...FRESH, presetId: id, scenario: p.scenario, talk: null }),
      );
    },
    // A scenario file's talk travels with it; the store keeps it apart, so editing it never re-simulates.
    // Without a talk the very object is kept: the editor tells its own pushes (and Undo) by identity.
    loadScenario: (file, then, show) => {
      const { talk, ...rest } = file;
      const scenario = talk === undefined ? file : rest;
      get().whenSimulated(
        scenario,
        'open',
        () => {
          change({ ...FRESH, presetId: null, scenario, talk: talk ?? null });
          then?.();
        },
        talk === undefined ? show : undefined,
      );
    },
    // An edit keeps the key on screen: its run alone is enough to show the new version.
    replaceScenario: (scenario, then) => {
      const { view } = get();
      get().whenSimulated(
        scenario,
        'edit',
        () => {
          change({ presetId: null, scenario, zoom: null });
          get().seekTime(get().time);
          then?.();
        },
        view === 'compare' ? undefined : view,
      );
    },
  };
};
