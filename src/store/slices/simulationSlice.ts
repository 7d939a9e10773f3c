import { scenarioWork } from '../../scenario/scenarioWork';
import type { ScenarioV1 } from '../../scenario/types';
import { canSimulateOffThread, simulateOffThread, type SimJob } from '../simulation/simClient';
import { hasRuns, primeRuns } from '../traces';
import type { SliceCreator } from './types';

/**
 * Scenarios larger than this (Services + EndpointSlices + backends) are simulated off the page's thread: the
 * page stays responsive, shows progress and can cancel. Smaller ones (every preset) run at once, in the page:
 * starting a worker would cost more than the run.
 */
export const OFF_THREAD_ABOVE = 500;

/** A scenario being simulated before it is shown. */
export interface SimulationState {
  /** `open`: a scenario from a link, file or replay; `edit`: a new version of the shown one (editor, command). */
  reason: 'open' | 'edit';
  scenario: ScenarioV1;
  services: number;
  slices: number;
  /** 0–1 over both runs and the story. */
  fraction: number;
}

export interface SimulationSlice {
  simulation: SimulationState | null;
  /**
   * Runs `commit` once `scenario` can be shown: at once when it is small or already simulated, otherwise when
   * the worker has simulated it. A newer call, or `loadPreset`, supersedes a waiting one.
   */
  whenSimulated: (scenario: ScenarioV1, reason: SimulationState['reason'], commit: () => void) => void;
  /** Stops a simulation under way; the view keeps what it shows, and says so (unless `quiet`). */
  cancelSimulation: (quiet?: boolean) => void;
}

// Per scenario object, like its runs (traces.ts): the page asks again as it renders the scenario, and counting a
// 2,000-Service scenario's backends takes ms of the task that shows its stage.
const large = new WeakMap<ScenarioV1, boolean>();

export const needsWorker = (scenario: ScenarioV1): boolean => {
  let answer = large.get(scenario);
  if (answer === undefined) {
    const w = scenarioWork(scenario);
    answer = w.objects + w.backends > OFF_THREAD_ABOVE;
    large.set(scenario, answer);
  }
  return answer;
};

export const createSimulationSlice: SliceCreator<SimulationSlice> = (set, get) => {
  let job: SimJob | null = null;
  const stop = () => {
    job?.cancel();
    job = null;
  };
  return {
    simulation: null,
    whenSimulated: (scenario, reason, commit) => {
      stop();
      if (hasRuns(scenario) || !needsWorker(scenario) || !canSimulateOffThread()) {
        if (get().simulation) set({ simulation: null });
        commit();
        return;
      }
      const started: SimulationState = {
        reason,
        scenario,
        services: scenario.services.length,
        slices: scenario.endpointSlices.length,
        fraction: 0,
      };
      set({ simulation: started });
      const mine = simulateOffThread(scenario, {
        progress: (fraction) => {
          if (job === mine) set({ simulation: { ...get().simulation!, fraction } });
        },
        done: (runs) => {
          if (job !== mine) return;
          job = null;
          primeRuns(scenario, runs);
          set({ simulation: null });
          commit();
        },
        failed: (detail) => {
          if (job !== mine) return;
          job = null;
          set({ simulation: null });
          const showing = get().scenario.title;
          get().showNotice({ kind: 'simulationFailed', title: scenario.title, detail, showing });
        },
      });
      job = mine;
    },
    cancelSimulation: (quiet = false) => {
      const sim = get().simulation;
      stop();
      if (!sim) return;
      set({ simulation: null });
      if (quiet) return;
      get().showNotice({
        kind: 'simulationCancelled',
        title: sim.scenario.title,
        showing: get().scenario.title,
      });
    },
  };
};
