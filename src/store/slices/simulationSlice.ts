import type { KeyVariant } from '../../model/backendInstanceKey';
import { runWork } from '../../scenario/runWork';
import { scenarioWork } from '../../scenario/scenarioWork';
import type { ScenarioV1 } from '../../scenario/types';
import { canSimulateOffThread, simulateOffThread, type SimJob } from '../simulation/simClient';
import { loadModel, modelReady } from '../model';
import { dropPartialRuns, hasRuns, primePartialRuns, primeRuns } from '../traces';
import type { SliceCreator, View } from './types';

/**
 * Scenarios larger than this (Services + EndpointSlices + backends) are simulated off the page's thread: the
 * page stays responsive, shows progress and can cancel. Smaller ones (every preset) run at once, in the page:
 * starting a worker would cost more than the run.
 */
export const OFF_THREAD_ABOVE = 500;
/**
 * So is a scenario whose run of one key makes more backend writes than this (runWork: events included, about a
 * quarter of a second): a small scenario whose one event patches 100,000 backends is large.
 */
export const OFF_THREAD_WRITES_ABOVE = 20_000;

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

/**
 * The shown scenario's run of one key, still being simulated: the scenario was shown as soon as the run of the
 * key on screen was in. A view that needs this run waits for it (`wanted`), and says so, never showing a
 * stand-in.
 */
export interface PendingRun {
  variant: KeyVariant;
  /** 0–1 of that run. */
  fraction: number;
  /** The view asked for while the run was pending (the key, or compare): it opens when the run is in. */
  wanted: View | null;
}

export interface SimulationSlice {
  simulation: SimulationState | null;
  /**
   * A link is being read (decompressed and validated in a worker) before anything of it can be shown: like a
   * scenario being opened, nothing of the scenario before it is shown meanwhile.
   */
  readingLink: boolean;
  pendingRun: PendingRun | null;
  /**
   * Runs `commit` once `scenario` can be shown: at once when it is small or already simulated, otherwise when
   * the worker has simulated it. A newer call, or `loadPreset`, supersedes a waiting one. With `show`, the
   * key the view will show once committed, the scenario is committed as soon as that key's run is in; the
   * other key's run follows (`pendingRun`).
   */
  whenSimulated: (
    scenario: ScenarioV1,
    reason: SimulationState['reason'],
    commit: () => void,
    show?: KeyVariant,
  ) => void;
  /** Records the view asked for while the run it needs is still being simulated (null: none any more). */
  wantView: (view: View | null) => void;
  /** Stops a simulation under way; the view keeps what it shows, and says so (unless `quiet`). */
  cancelSimulation: (quiet?: boolean) => void;
}

// Per scenario object, like its runs (traces.ts): the page asks again as it renders the scenario, and counting a
// 2,000-Service scenario's backends takes ms of the task that shows its stage.
const large = new WeakMap<ScenarioV1, boolean>();

export const needsWorker = (scenario: ScenarioV1): boolean => {
  let answer = large.get(scenario);
  if (answer === undefined) {
    // Enough objects alone decide it: counting a 10,000-Service scenario's backends cost ~25 ms of the task that
    // opens it.
    if (scenario.services.length + scenario.endpointSlices.length > OFF_THREAD_ABOVE) {
      large.set(scenario, true);
      return true;
    }
    const w = scenarioWork(scenario);
    answer =
      w.objects + w.backends > OFF_THREAD_ABOVE || runWork(scenario).total / 2 > OFF_THREAD_WRITES_ABOVE;
    large.set(scenario, answer);
  }
  return answer;
};

export const createSimulationSlice: SliceCreator<SimulationSlice> = (set, get) => {
  let job: SimJob | null = null;
  // A scenario waiting for the model's chunk before it is simulated in the page (the newest call wins).
  let modelWait: object | null = null;
  // The other key's run of the scenario on screen (shown before it came in), and that scenario.
  let pendingJob: { job: SimJob; scenario: ScenarioV1 } | null = null;
  const stop = () => {
    job?.cancel();
    job = null;
  };
  /** Ends the pending run once the scenario it belongs to is no longer on screen (nothing would read it). */
  const dropStalePending = () => {
    if (!pendingJob || get().scenario === pendingJob.scenario) return;
    pendingJob.job.cancel();
    dropPartialRuns(pendingJob.scenario);
    pendingJob = null;
    set({ pendingRun: null });
  };
  /** Simulates `scenario` in the page once the model's chunk is in (store/model.ts), unless a newer call came. */
  const waitForModel = (...args: Parameters<SimulationSlice['whenSimulated']>) => {
    const mine = (modelWait = {});
    loadModel().then(
      () => {
        if (modelWait === mine) get().whenSimulated(...args);
      },
      (e: unknown) => {
        if (modelWait !== mine) return;
        modelWait = null;
        const detail = e instanceof Error ? e.message : String(e);
        get().showNotice({
          kind: 'simulationFailed',
          title: args[0].title,
          detail,
          showing: get().scenario.title,
        });
      },
    );
  };
  return {
    simulation: null,
    readingLink: false,
    pendingRun: null,
    whenSimulated: (scenario, reason, commit, show) => {
      stop();
      modelWait = null;
      const committed = () => {
        commit();
        dropStalePending();
      };
      if (hasRuns(scenario) || !needsWorker(scenario) || !canSimulateOffThread()) {
        if (!hasRuns(scenario) && !modelReady()) {
          waitForModel(scenario, reason, commit, show);
          return;
        }
        if (get().simulation) set({ simulation: null });
        committed();
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
      const mine = simulateOffThread(
        scenario,
        {
          progress: (fraction) => {
            if (job === mine) set({ simulation: { ...get().simulation!, fraction } });
            else if (pendingJob?.job === mine) set({ pendingRun: { ...get().pendingRun!, fraction } });
          },
          shown: (runs) => {
            if (job !== mine || !runs.pending) return;
            job = null;
            primePartialRuns(scenario, runs);
            // The run before (of a scenario this one replaces) goes once this one is committed.
            const before = pendingJob;
            pendingJob = { job: mine, scenario };
            set({ simulation: null, pendingRun: { variant: runs.pending, fraction: 0, wanted: null } });
            commit();
            if (before && before.scenario !== get().scenario) {
              before.job.cancel();
              dropPartialRuns(before.scenario);
            }
            if (get().scenario !== scenario) dropStalePending();
          },
          done: (runs) => {
            if (pendingJob?.job === mine) {
              pendingJob = null;
              primeRuns(scenario, runs);
              const wanted = get().pendingRun?.wanted ?? null;
              set({ pendingRun: null });
              // The view asked for meanwhile opens now, at the moment on screen.
              if (wanted !== null && get().scenario === scenario) get().setView(wanted);
              return;
            }
            if (job !== mine) return;
            job = null;
            primeRuns(scenario, runs);
            set({ simulation: null });
            committed();
          },
          failed: (detail) => {
            if (pendingJob?.job === mine) {
              // The shown key's run stays; the other key's stays missing (views that need it do not open).
              pendingJob = null;
              set({ pendingRun: null });
            } else if (job !== mine) return;
            job = null;
            set({ simulation: null });
            const showing = get().scenario.title;
            get().showNotice({ kind: 'simulationFailed', title: scenario.title, detail, showing });
          },
        },
        show,
      );
      job = mine;
    },
    wantView: (wanted) => {
      const p = get().pendingRun;
      if (p && p.wanted !== wanted) set({ pendingRun: { ...p, wanted } });
    },
    cancelSimulation: (quiet = false) => {
      const sim = get().simulation;
      stop();
      modelWait = null;
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
