import type { KeyVariant } from '../../model/backendInstanceKey';
import type { Trace } from '../../model/trace';
import type { ScenarioV1 } from '../../scenario/types';
import { readStory, type Runs } from '../computeRuns';
import type { SimReply, SimRequest } from './simProtocol';

export interface SimHandlers {
  /** How far both runs together have got (0–1). */
  progress: (fraction: number) => void;
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

/**
 * Simulates both key variants of `scenario` at once, each in its own worker, then reads the story in the page
 * (a few ms) and hands back the complete runs.
 */
export function simulateOffThread(scenario: ScenarioV1, h: SimHandlers): SimJob {
  const variants: KeyVariant[] = ['buggy', 'fixed'];
  const workers = variants.map(() => spawn());
  const fractions = variants.map(() => 0);
  const traces: Partial<Record<KeyVariant, Trace>> = {};
  let live = true;
  const stop = () => {
    live = false;
    for (const w of workers) w.terminate();
  };
  const fail = (message: string) => {
    stop();
    h.failed(message);
  };
  variants.forEach((variant, i) => {
    const w = workers[i]!;
    w.onmessage = (e) => {
      if (!live) return;
      const m = e.data;
      if (m.type === 'error') return fail(m.message);
      if (m.type === 'progress') {
        fractions[i] = m.fraction;
        // The story is read in the page once both runs are in: the last few per cent.
        return h.progress((0.95 * (fractions[0]! + fractions[1]!)) / 2);
      }
      traces[variant] = m.trace;
      w.terminate();
      const { buggy, fixed } = traces;
      if (!buggy || !fixed) return;
      stop();
      try {
        h.done({ scenario, traces: { buggy, fixed }, ...readStory(scenario, buggy, fixed) });
      } catch (err) {
        h.failed(err instanceof Error ? err.message : String(err));
      }
    };
    w.onerror = (e) => {
      if (!live) return;
      e.preventDefault();
      fail(e.message || 'the simulation stopped unexpectedly');
    };
    w.postMessage({ scenario, variant } satisfies SimRequest);
  });
  return { cancel: stop };
}
