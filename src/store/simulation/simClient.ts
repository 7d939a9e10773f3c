import type { KeyVariant } from '../../model/backendInstanceKey';
import type { Trace } from '../../model/trace';
import type { ScenarioV1 } from '../../scenario/types';
import type { Runs, RunsPhase } from '../computeRuns';
import type { SimReply, SimRequest } from './simProtocol';

export interface SimHandlers {
  progress: (fraction: number, phase: RunsPhase) => void;
  /** The runs, complete (their `scenario` is the caller's object, not the worker's copy). */
  done: (runs: Runs) => void;
  failed: (message: string) => void;
}

/** A simulation under way; cancelling stops the work at once (the worker is terminated). */
export interface SimJob {
  cancel: () => void;
}

/** The part of `Worker` a simulation job uses (the in-page stand-in has the same shape). */
export type SimWorker = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((e: MessageEvent<SimReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
};

/**
 * A stand-in that computes in the page, for the one-file offline build (a worker file cannot load from
 * file://). It waits a moment first, so that the progress message paints before the page is busy.
 */
function inPageWorker(): SimWorker {
  let live = true;
  const w: SimWorker = {
    onmessage: null,
    onerror: null,
    postMessage(req: SimRequest) {
      setTimeout(() => {
        void import('./simTask').then(({ handleSimRequest }) =>
          handleSimRequest(req, (m) => live && w.onmessage?.({ data: m } as MessageEvent<SimReply>)),
        );
      }, 50);
    },
    terminate() {
      live = false;
    },
  };
  return w;
}

const spawnWorker = (): SimWorker =>
  import.meta.env.MODE === 'offline'
    ? inPageWorker()
    : (new Worker(new URL('./simWorker.ts', import.meta.url), { type: 'module' }) as SimWorker);

let spawn: () => SimWorker = spawnWorker;
/** For tests: where workers come from (a stand-in that runs `handleSimRequest` in the test). */
export const setSimWorkerSpawn = (f: (() => SimWorker) | null) => (spawn = f ?? spawnWorker);

/** Whether this environment can simulate off the page's thread at all (Node and test DOMs cannot). */
export const canSimulateOffThread = () => spawn !== spawnWorker || typeof Worker === 'function';

/** Simulates both key variants of `scenario` in a worker and hands back the runs, piece by piece assembled. */
export function simulateOffThread(scenario: ScenarioV1, h: SimHandlers): SimJob {
  const w = spawn();
  let live = true;
  const traces: Partial<Record<KeyVariant, Trace>> = {};
  const stop = () => {
    live = false;
    w.terminate();
  };
  w.onmessage = (e) => {
    if (!live) return;
    const m = e.data;
    if (m.type === 'progress') h.progress(m.fraction, m.phase);
    else if (m.type === 'trace') traces[m.variant] = m.trace;
    else if (m.type === 'error') {
      stop();
      h.failed(m.message);
    } else {
      stop();
      const { buggy, fixed } = traces;
      if (buggy && fixed) h.done({ scenario, traces: { buggy, fixed }, ...m.story });
      else h.failed('the simulation ended without both runs');
    }
  };
  w.onerror = (e) => {
    if (!live) return;
    e.preventDefault();
    stop();
    h.failed(e.message || 'the simulation stopped unexpectedly');
  };
  w.postMessage({ scenario } satisfies SimRequest);
  return { cancel: stop };
}
