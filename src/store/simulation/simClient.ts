import type { KeyVariant } from '../../model/backendInstanceKey';
import { unpackTrace, type PackedTrace } from '../../model/lazyState';
import type { Trace } from '../../model/trace';
import { primeAnalysis } from '../../scenario/story/analysis';
import { toSimInput } from '../../scenario/toSimInput';
import type { ScenarioV1 } from '../../scenario/types';
import { joinStory, partialRuns, type Runs, type VariantStory } from '../computeRuns';
import * as graphCodec from './graphCodec';
import type { GraphDecoder } from './graphCodec';
import type { SimReply, SimRequest } from './simProtocol';

export interface SimHandlers {
  /** How far both runs together have got (0–1). */
  progress: (fraction: number) => void;
  /** The runs, complete (their `scenario` is the caller's object, not the worker's copy). */
  done: (runs: Runs) => void;
  /** The first key's run, in before the other's: runs with the other key pending (see `simulateOffThread`). */
  shown?: (runs: Runs) => void;
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
export const setSimWorkerSpawn = (f: (() => SimWorker) | null) => {
  spawn = f ?? spawnWorker;
  dropWarm();
};

/** A worker started ahead of need (`warmSimWorker`), and when it is ended if no simulation takes it. */
let warm: { worker: SimWorker; timer: ReturnType<typeof setTimeout> } | null = null;
/** How long a warm worker waits for a simulation. */
const WARM_FOR_MS = 30_000;

function dropWarm() {
  if (!warm) return;
  clearTimeout(warm.timer);
  warm.worker.terminate();
  warm = null;
}

/**
 * Starts a simulation worker ahead of need: its script loads and compiles while the page is busy with something
 * else (decoding a large link, about 100 ms before the simulation can start), and the next simulation's first
 * run takes it. Ended unused after 30 s.
 */
export function warmSimWorker(): void {
  if (warm || !canSimulateOffThread()) return;
  const worker = spawn();
  warm = { worker, timer: setTimeout(dropWarm, WARM_FOR_MS) };
}

/** The warm worker if there is one (it is then no longer warm), else a new one. */
function takeWorker(): SimWorker {
  if (!warm) return spawn();
  const { worker, timer } = warm;
  clearTimeout(timer);
  warm = null;
  return worker;
}

/** Whether this environment can simulate off the page's thread at all (Node and test DOMs cannot). */
export const canSimulateOffThread = () => spawn !== spawnWorker || typeof Worker === 'function';

/**
 * The trace decoder. It is in the first view anyway (the default preset's precomputed runs are decoded at boot,
 * store/presetRuns.ts), so it is imported statically; the promise keeps the callers' shape.
 */
const loadCodec = () => Promise.resolve(graphCodec);

/** Runs `f` when the page is next idle (a task later where it cannot tell). */
function whenIdle(f: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(f);
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(f, 0);
  return { cancel: () => clearTimeout(id) };
}

/**
 * Simulates both key variants of `scenario` at once, each in its own worker, which also reads its run's own
 * story; then joins the two stories in the page and hands back the complete runs. The join and the hand-over
 * run in a task of their own, after the one that received the last story: taking in a large trace is itself
 * a long task (its own: the story follows it), and the page paints between the two.
 *
 * With `first` and `h.shown`, that key's run is simulated first; `h.shown` hears of it (again in a task of its
 * own) with runs in which the other key is pending (`partialRuns`): the view that shows that key need not wait
 * for the other run. The other run starts once the page is idle after that (two simulations and the page on two
 * cores gave the run the stage waits for about half a core, and the stage's render shared them with the other
 * run). `h.progress` then goes on with the other run alone.
 * With `first` alone, both start at once, that key's worker first.
 */
export function simulateOffThread(scenario: ScenarioV1, h: SimHandlers, first?: KeyVariant): SimJob {
  void loadCodec();
  const variants: KeyVariant[] = first === 'fixed' ? ['fixed', 'buggy'] : ['buggy', 'fixed'];
  const workers = variants.map(() => takeWorker());
  const sequenced = first !== undefined && h.shown !== undefined;
  const fractions = variants.map(() => 0);
  /** Each worker's trace being rebuilt in the page, a chunk after another (none for one that came as it is). */
  const arriving: (Promise<void> | undefined)[] = variants.map(() => undefined);
  const decoders: (Promise<GraphDecoder> | undefined)[] = variants.map(() => undefined);
  const traces: Partial<Record<KeyVariant, Trace>> = {};
  const stories: Partial<Record<KeyVariant, VariantStory>> = {};
  let live = true;
  let early = false;
  let joining: ReturnType<typeof setTimeout> | undefined;
  let showing: ReturnType<typeof setTimeout> | undefined;
  // What the join reads from the scenario alone is built while the workers run, once the page is idle (after
  // it has painted the progress), not in the task that shows the runs: the input is memoised per scenario.
  const warming = whenIdle(() => toSimInput(scenario));
  let other: { cancel: () => void } | undefined;
  const stop = () => {
    live = false;
    clearTimeout(joining);
    clearTimeout(showing);
    warming.cancel();
    other?.cancel();
    for (const w of workers) w.terminate();
  };
  const fail = (message: string) => {
    stop();
    h.failed(message);
  };
  /**
   * Joins the two runs' stories at once (in the task that took in the last story, which is short), and hands
   * the runs over in a task of its own after it: the hand-over renders the scenario, the page's longest task.
   */
  const join = () => {
    const { buggy, fixed } = traces;
    if (!live || !buggy || !fixed || !stories.buggy || !stories.fixed) return;
    let runs: Runs;
    try {
      runs = {
        scenario,
        traces: { buggy, fixed },
        ...joinStory(scenario, buggy, fixed, { buggy: stories.buggy, fixed: stories.fixed }),
      };
    } catch (err) {
      return fail(err instanceof Error ? err.message : String(err));
    }
    joining = setTimeout(() => {
      if (!live) return;
      live = false;
      clearTimeout(showing);
      try {
        h.done(runs);
      } catch (err) {
        h.failed(err instanceof Error ? err.message : String(err));
      }
    }, 0);
  };
  const showFirst = () => {
    const trace = first && traces[first];
    const story = first && stories[first];
    if (!live || !first || !trace || !story || !h.shown) return;
    early = true;
    try {
      h.shown(partialRuns(scenario, first, trace, story));
    } catch (err) {
      return fail(err instanceof Error ? err.message : String(err));
    }
    // The other key's run starts once the page is idle again: the stage's render and the panels' after it have
    // the cores to themselves (with the other simulation beside them, a task of theirs ran past 200 ms).
    other = whenIdle(() => {
      if (live) workers[1]!.postMessage({ scenario, variant: variants[1]! } satisfies SimRequest);
    });
  };
  /** Worker `i`'s trace decoder; it stops once the job does or the trace comes as it is instead. */
  const decoderFor = (i: number) => {
    const known = decoders[i];
    if (known) return known;
    const d: Promise<GraphDecoder> = loadCodec().then(
      (codec) => new codec.GraphDecoder(10, undefined, undefined, () => live && decoders[i] === d),
    );
    return (decoders[i] = d);
  };
  variants.forEach((variant, i) => {
    const w = workers[i]!;
    w.onmessage = (e) => {
      if (!live) return;
      const m = e.data;
      if (m.type === 'error') return fail(m.message);
      if (m.type === 'progress') {
        fractions[i] = m.fraction;
        // Once the first key's run is shown, progress is the other run's alone.
        if (early) return h.progress(0.95 * fractions[1]!);
        // Until then, the first run alone is being simulated (the stage waits for it).
        if (sequenced) return h.progress(0.95 * fractions[0]!);
        // The stories are joined in the page once both runs are in: the last few per cent.
        return h.progress((0.95 * (fractions[0]! + fractions[1]!)) / 2);
      }
      if (m.type === 'trace') {
        // Sent as it is (it could not be encoded): chunks taken before it are dropped.
        decoders[i] = undefined;
        arriving[i] = undefined;
        return void (traces[variant] = unpackTrace(m.trace));
      }
      if (m.type === 'traceChunk') {
        // Each chunk is rebuilt a slice at a time as it comes (the page paints and takes input meanwhile), while
        // the worker writes the next one.
        const d = decoderFor(i);
        arriving[i] = (arriving[i] ?? Promise.resolve()).then(async () => {
          const [decoder, codec] = await Promise.all([d, loadCodec()]);
          try {
            await decoder.take(m.chunk);
          } catch (err) {
            // Stopped because the simulation was (or the trace came as it is after all): nothing to say.
            if (err instanceof codec.DecodeStopped) return;
            throw err;
          }
          if (m.last && live && decoders[i] === d) traces[variant] = unpackTrace(decoder.root as PackedTrace);
        });
        return;
      }
      // The story follows its trace (messages from one worker arrive in order; an encoded trace may still be
      // being rebuilt).
      const story = () => {
        if (!live) return;
        primeAnalysis(traces[variant]!, m.analysis);
        stories[variant] = m.story;
        w.terminate();
        if (!stories.buggy || !stories.fixed) {
          // The first key's run alone: shown in a task after the one that took in its trace.
          if (variant === first && h.shown) showing = setTimeout(showFirst, 0);
          return;
        }
        for (const other of workers) other.terminate();
        join();
      };
      const rebuilt = arriving[i];
      if (!rebuilt) return story();
      void rebuilt.then(story, (err: unknown) => fail(err instanceof Error ? err.message : String(err)));
    };
    w.onerror = (e) => {
      if (!live) return;
      e.preventDefault();
      fail(e.message || 'the simulation stopped unexpectedly');
    };
    // With a key to show first, the other key's run starts once the first run is in: on two cores the page's
    // thread and two simulations would share them, and the run the stage waits for would get half a core.
    if (i === 0 || !sequenced) w.postMessage({ scenario, variant } satisfies SimRequest);
  });
  return { cancel: stop };
}
