// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeLinkHash } from '../../scenario/link/encodeLink';
import { getPreset } from '../../scenario/presets';
import { analyzeTrace } from '../../scenario/story/analysis';
import type { ScenarioV1 } from '../../scenario/types';
import { incidentWithServices } from '../../testing/bigIncident';
import { useAppStore } from '../appStore';
import { stepIndexAt } from '../../model/render/collect';
import { computeRuns, readVariantStory, RunPendingError } from '../computeRuns';
import { resetEditorModule } from '../editorStore';
import { needsWorker, OFF_THREAD_ABOVE } from '../slices/simulationSlice';
import { getRuns, hasRuns } from '../traces';
import { applyLinkHash } from '../openLink';
import { whenNotSimulating } from '../whenNotSimulating';
import { DecodeStopped, GraphDecoder } from './graphCodec';
import { setSimWorkerSpawn, simulateOffThread, warmSimWorker, type SimWorker } from './simClient';
import type { SimReply, SimRequest } from './simProtocol';
import { postReply } from './postReply';
import { handleSimRequest } from './simTask';

/**
 * A stand-in worker: the real task, run when the test says (`step`), replies delivered like postMessage's
 * (`encoded`: the trace encoded as a worker sends it, in chunks of that many operations; `posted` is what was
 * delivered).
 */
function fakeWorkers(encoded?: number) {
  const made: {
    req?: SimRequest;
    terminated: boolean;
    replies: SimReply[];
    posted: SimReply[];
    run: () => void;
    /** Hands `data` to the page as a message from this worker, even once terminated (one already queued). */
    replay: (data: SimReply) => void;
    fail: (m: string) => void;
  }[] = [];
  setSimWorkerSpawn(() => {
    const rec = {
      req: undefined as SimRequest | undefined,
      terminated: false,
      replies: [] as SimReply[],
      posted: [] as SimReply[],
      run: () =>
        handleSimRequest(
          rec.req!,
          (m) => {
            rec.replies.push(m);
            const deliver = (data: SimReply) => {
              rec.posted.push(data);
              if (!rec.terminated) rec.replay(data);
            };
            if (encoded === undefined) deliver(m);
            else postReply(m, deliver, encoded);
          },
          () => 0,
        ),
      replay: (data: SimReply) => w.onmessage?.({ data } as MessageEvent<SimReply>),
      fail: (message: string) => w.onerror?.({ message, preventDefault() {} } as ErrorEvent),
    };
    const w: SimWorker = {
      onmessage: null,
      onerror: null,
      postMessage: (req: SimRequest) => (rec.req = structuredClone(req)),
      terminate: () => (rec.terminated = true),
    };
    made.push(rec);
    return w;
  });
  return made;
}

/** Lets the task the client queues after the last trace (the join and the hand-over) run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const initial = useAppStore.getState();
const s = () => useAppStore.getState();
let big: ScenarioV1;
beforeEach(() => {
  useAppStore.setState(initial, true);
  resetEditorModule();
  big = incidentWithServices(400);
});
afterEach(() => setSimWorkerSpawn(null));

// These two simulate a 400-Service cluster with both keys (2–3 s on a quiet machine, 8–9 s on a loaded one):
// more than vitest's 5 s default, which is for unit tests, not a limit this behaviour must meet.
const SLOW_MS = 60_000;

describe('the simulation task', () => {
  it(
    'posts progress that never goes back, then the trace, which is exactly the run of that key, then its story',
    () => {
      for (const variant of ['buggy', 'fixed'] as const) {
        const replies: SimReply[] = [];
        let clock = 0;
        handleSimRequest(
          { scenario: big, variant },
          (m) => replies.push(m),
          () => (clock += 100),
        );
        // The trace, then the story read from it (the page takes in the trace meanwhile), last.
        expect(replies.slice(-2).map((m) => m.type)).toEqual(['trace', 'story']);
        const fractions = replies.flatMap((m) => (m.type === 'progress' ? [m.fraction] : []));
        expect(fractions.length).toBeGreaterThan(3);
        expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
        expect(fractions.at(-1)).toBeLessThanOrEqual(1);
        const [trace, story] = replies.slice(-2);
        const runs = computeRuns(big);
        expect(trace?.type === 'trace' && trace.trace).toEqual(runs.traces[variant]);
        expect(story?.type === 'story' && story.story).toEqual({
          chapters: runs.chapters[variant],
          beats: runs.beats[variant],
          schedule: runs.schedules[variant],
        });
        expect(story?.type === 'story' && story.story).toEqual(readVariantStory(runs.traces[variant]));
        expect(story?.type === 'story' && story.analysis).toEqual(analyzeTrace(runs.traces[variant]));
      }
    },
    SLOW_MS,
  );

  it('paces progress messages by its clock', () => {
    const replies: SimReply[] = [];
    handleSimRequest(
      { scenario: big, variant: 'buggy' },
      (m) => replies.push(m),
      () => 0,
    );
    // A clock that never moves: only the first progress report gets through.
    expect(replies.filter((m) => m.type === 'progress')).toHaveLength(1);
  });

  it('a failure becomes an error message, never a thrown exception', () => {
    const replies: SimReply[] = [];
    const broken = { ...big, services: null } as unknown as ScenarioV1;
    handleSimRequest({ scenario: broken, variant: 'fixed' }, (m) => replies.push(m));
    expect(replies.at(-1)).toMatchObject({ type: 'error', message: expect.any(String) });
  });
});

describe('simulateOffThread', () => {
  it(
    'takes in traces that came encoded in chunks (rebuilt in slices) and assembles exactly computeRuns',
    async () => {
      const workers = fakeWorkers(1 << 14);
      const done = vi.fn();
      simulateOffThread(big, { progress: () => {}, done, failed: () => {} });
      workers[0]!.run();
      workers[1]!.run();
      // Many chunks, the last one marked, then the story; nothing sent whole.
      const sent = workers[0]!.posted.filter((m) => m.type !== 'progress').map((m) => m.type);
      expect(sent.filter((t) => t === 'traceChunk').length).toBeGreaterThan(5);
      expect(sent.slice(-1)).toEqual(['story']);
      expect(sent).not.toContain('trace');
      const chunks = workers[0]!.posted.flatMap((m) => (m.type === 'traceChunk' ? [m.last] : []));
      expect(chunks.indexOf(true)).toBe(chunks.length - 1);
      await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1), { timeout: SLOW_MS });
      const runs = done.mock.calls[0]![0];
      expect(runs.scenario).toBe(big);
      expect({ ...runs, scenario: null }).toEqual({ ...computeRuns(big), scenario: null });
    },
    SLOW_MS,
  );

  it(
    'a trace sent as it is after some chunks (its encoding failed part-way) replaces them',
    async () => {
      const workers = fakeWorkers();
      const done = vi.fn();
      simulateOffThread(big, { progress: () => {}, done, failed: () => {} });
      workers[1]!.run();
      const w0 = workers[0]!;
      let chunks = 0;
      handleSimRequest(
        w0.req!,
        (m) => {
          // The first chunks of the trace's encoding, then the trace as it is.
          if (m.type === 'trace')
            postReply(m, (r) => r.type === 'traceChunk' && chunks++ < 2 && w0.replay(r), 1 << 12);
          w0.replay(m);
        },
        () => 0,
      );
      expect(chunks).toBeGreaterThan(2);
      await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1), { timeout: SLOW_MS });
      const runs = done.mock.calls[0]![0];
      expect({ ...runs, scenario: null }).toEqual({ ...computeRuns(big), scenario: null });
    },
    SLOW_MS,
  );

  it(
    'cancel while chunks are being rebuilt: the rebuild stops and nothing more is heard',
    async () => {
      // Counts the chunks rebuilt whole, so that what happens after the cancel can be told apart from before.
      const original = GraphDecoder.prototype.take;
      let rebuilt = 0;
      const take = vi.spyOn(GraphDecoder.prototype, 'take').mockImplementation(function (
        this: GraphDecoder,
        g,
      ) {
        return original.call(this, g).then(() => void rebuilt++);
      });
      try {
        const workers = fakeWorkers(1 << 12);
        const done = vi.fn();
        const failed = vi.fn();
        const job = simulateOffThread(big, { progress: () => {}, done, failed });
        workers[0]!.run();
        workers[1]!.run();
        const chunks = workers.flatMap((w) => w.posted).filter((m) => m.type === 'traceChunk').length;
        // Cancelled once the rebuild is under way (its first slice done) and not finished: how far it got before
        // depends on the machine's speed, so the test reads it rather than assuming it.
        await nextTask();
        expect(take.mock.calls.length).toBeGreaterThan(0);
        const rebuiltAtCancel = rebuilt;
        expect(rebuiltAtCancel).toBeLessThan(chunks - 1);
        job.cancel();
        // Every chunk is still handed to its decoder (they are chained), which refuses it at once; at most the
        // chunk being rebuilt when the cancel came is finished.
        await vi.waitFor(() => expect(take.mock.calls.length).toBe(chunks), { timeout: SLOW_MS });
        const settled = await Promise.allSettled(take.mock.results.map((r) => r.value as Promise<void>));
        const stopped = settled.filter((r) => r.status === 'rejected' && r.reason instanceof DecodeStopped);
        expect(rebuilt).toBeLessThanOrEqual(rebuiltAtCancel + 1);
        expect(stopped.length).toBe(chunks - rebuilt);
        expect(settled.every((r) => r.status === 'fulfilled' || r.reason instanceof DecodeStopped)).toBe(
          true,
        );
        await nextTask();
        expect([done.mock.calls.length, failed.mock.calls.length]).toEqual([0, 0]);
      } finally {
        take.mockRestore();
      }
    },
    SLOW_MS,
  );

  it(
    "a stale reply (a chunk of an earlier scenario's trace, queued before it was replaced) is ignored",
    async () => {
      const workers = fakeWorkers(1 << 12);
      const old = { progress: vi.fn(), done: vi.fn(), failed: vi.fn() };
      simulateOffThread(big, old).cancel();
      const small = incidentWithServices(300);
      const done = vi.fn();
      const failed = vi.fn();
      simulateOffThread(small, { progress: () => {}, done, failed });
      // The earlier scenario's workers answer after all, interleaved with the new scenario's.
      workers[0]!.run();
      workers[2]!.run();
      for (const m of workers[0]!.posted) workers[0]!.replay(m);
      workers[1]!.run();
      workers[3]!.run();
      for (const m of workers[1]!.posted) workers[1]!.replay(m);
      await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1), { timeout: SLOW_MS });
      expect(failed).not.toHaveBeenCalled();
      expect(done.mock.calls[0]![0].scenario).toBe(small);
      expect({ ...done.mock.calls[0]![0], scenario: null }).toEqual({
        ...computeRuns(small),
        scenario: null,
      });
      expect([old.progress, old.done, old.failed].map((f) => f.mock.calls.length)).toEqual([0, 0, 0]);
    },
    SLOW_MS,
  );

  it(
    'runs the two keys in two workers at once and assembles exactly computeRuns, with the caller’s object',
    async () => {
      const workers = fakeWorkers();
      const done = vi.fn();
      const progress: number[] = [];
      simulateOffThread(big, { progress: (f) => progress.push(f), done, failed: () => {} });
      expect(workers.map((w) => w.req?.variant)).toEqual(['buggy', 'fixed']);
      workers[1]!.run();
      expect(done).not.toHaveBeenCalled();
      workers[0]!.run();
      // The stories are joined in a task of their own, after the one that took in the last trace.
      expect(done).not.toHaveBeenCalled();
      expect(workers.every((w) => w.terminated)).toBe(true);
      await nextTask();
      expect(done).toHaveBeenCalledTimes(1);
      const runs = done.mock.calls[0]![0];
      expect(runs.scenario).toBe(big);
      expect({ ...runs, scenario: null }).toEqual({ ...computeRuns(big), scenario: null });
      expect(workers.every((w) => w.terminated)).toBe(true);
      expect(Math.max(...progress)).toBeLessThanOrEqual(0.95);
      // The page takes the worker's analysis of each run instead of analysing it again.
      workers.forEach((w, i) => {
        const reply = w.replies.at(-1);
        const trace = runs.traces[i === 0 ? 'buggy' : 'fixed'];
        expect(reply?.type === 'story' && analyzeTrace(trace) === reply.analysis).toBe(true);
      });
    },
    SLOW_MS,
  );

  it(
    'with a first key: that worker starts first, its run is shown alone (the other pending), then both',
    async () => {
      const workers = fakeWorkers();
      const shown = vi.fn();
      const done = vi.fn();
      const progress: number[] = [];
      simulateOffThread(big, { progress: (f) => progress.push(f), shown, done, failed: () => {} }, 'fixed');
      // The other run waits for the first: the two would share the cores with the page.
      expect(workers.map((w) => w.req?.variant)).toEqual(['fixed', undefined]);
      workers[0]!.run();
      expect(workers.map((w) => w.req?.variant)).toEqual(['fixed', undefined]);
      // Progress until then is the first run's alone (it is all the stage waits for).
      const firstRun = workers[0]!.replies.flatMap((m) => (m.type === 'progress' ? [m.fraction] : []));
      expect(firstRun.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toBeCloseTo(0.95 * firstRun.at(-1)!);
      expect(shown).not.toHaveBeenCalled();
      // Shown in a task of its own, after the one that took in the trace.
      await nextTask();
      expect(shown).toHaveBeenCalledTimes(1);
      const part = shown.mock.calls[0]![0];
      const full = computeRuns(big);
      expect(part.scenario).toBe(big);
      expect(part.pending).toBe('buggy');
      expect(part.traces.fixed).toEqual(full.traces.fixed);
      expect([part.chapters.fixed, part.beats.fixed, part.schedules.fixed]).toEqual([
        full.chapters.fixed,
        full.beats.fixed,
        full.schedules.fixed,
      ]);
      expect([part.endAt, part.story]).toEqual([full.endAt, full.story]);
      // What needs the other run is never a stand-in: reading it throws until it is in.
      expect(() => part.traces.buggy).toThrow(RunPendingError);
      expect(() => part.chapters.buggy).toThrow(RunPendingError);
      expect(() => part.divergence).toThrow(RunPendingError);
      // The other run starts once the page is idle after that (the stage's render has the cores to itself).
      expect(workers[1]!.req).toBeUndefined();
      await nextTask();
      expect(workers[1]!.req?.variant).toBe('buggy');
      const before = progress.length;
      workers[1]!.run();
      // Progress now counts the other run alone.
      expect(progress.slice(before).length).toBeGreaterThan(0);
      await nextTask();
      expect(done).toHaveBeenCalledTimes(1);
      const runs = done.mock.calls[0]![0];
      expect(runs.pending).toBeUndefined();
      expect({ ...runs, scenario: null }).toEqual({ ...full, scenario: null });
    },
    SLOW_MS,
  );

  it(
    'with a first key and nothing to show alone: both runs start at once, and whichever comes in last completes them',
    async () => {
      const workers = fakeWorkers();
      const done = vi.fn();
      simulateOffThread(big, { progress: () => {}, done, failed: () => {} }, 'buggy');
      expect(workers.map((w) => w.req?.variant)).toEqual(['buggy', 'fixed']);
      workers[1]!.run();
      workers[0]!.run();
      await nextTask();
      expect(done).toHaveBeenCalledTimes(1);
    },
    SLOW_MS,
  );

  it('cancel terminates the worker and nothing more is heard', () => {
    const workers = fakeWorkers();
    const done = vi.fn();
    const progress = vi.fn();
    simulateOffThread(big, { progress, done, failed: () => {} }).cancel();
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
    workers[0]!.run();
    workers[1]!.run();
    expect([done.mock.calls.length, progress.mock.calls.length]).toEqual([0, 0]);
  });

  it(
    'cancel after both traces are in but before they are joined: nothing more is heard',
    async () => {
      const workers = fakeWorkers();
      const done = vi.fn();
      const failed = vi.fn();
      const job = simulateOffThread(big, { progress: () => {}, done, failed });
      workers[0]!.run();
      workers[1]!.run();
      job.cancel();
      await nextTask();
      expect([done.mock.calls.length, failed.mock.calls.length]).toEqual([0, 0]);
    },
    SLOW_MS,
  );

  it('a worker warmed ahead of need is the first run’s; unused, it is ended after 30 s', () => {
    const workers = fakeWorkers();
    warmSimWorker();
    warmSimWorker();
    expect(workers.length).toBe(1);
    simulateOffThread(big, { progress: () => {}, done: () => {}, failed: () => {} });
    expect(workers.length).toBe(2);
    expect(workers.map((w) => w.req?.variant)).toEqual(['buggy', 'fixed']);
    vi.useFakeTimers();
    try {
      warmSimWorker();
      expect(workers.length).toBe(3);
      vi.advanceTimersByTime(29_000);
      expect(workers[2]!.terminated).toBe(false);
      vi.advanceTimersByTime(1_000);
      expect(workers[2]!.terminated).toBe(true);
      // Ended, it is not taken: the next run has workers of its own.
      simulateOffThread(big, { progress: () => {}, done: () => {}, failed: () => {} });
      expect(workers.length).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a worker that dies says why', () => {
    const workers = fakeWorkers();
    const failed = vi.fn();
    simulateOffThread(big, { progress: () => {}, done: () => {}, failed });
    workers[1]!.fail('out of memory');
    expect(failed).toHaveBeenCalledWith('out of memory');
    expect(workers[0]!.terminated).toBe(true);
  });
});

describe('the simulation slice', () => {
  it('presets stay in the page; a 400-Service cluster goes to the worker', () => {
    expect(needsWorker(getPreset('tke-incident')!.scenario)).toBe(false);
    expect(needsWorker(big)).toBe(true);
    expect(needsWorker(incidentWithServices(Math.floor(OFF_THREAD_ABOVE / 3) - 10))).toBe(false);
  });

  it('a small scenario whose one event patches 100,000 backends goes to the worker too', () => {
    const ports = Array.from({ length: 100 }, (_, p) => ({ port: 1000 + p, name: `p${p}` }));
    const small: ScenarioV1 = {
      version: 2,
      title: 'one large patch',
      services: [{ namespace: 'default', name: 'a', type: 'ClusterIP', clusterIP: '10.96.0.9', ports }],
      endpointSlices: [{ namespace: 'default', name: 'a-1', service: 'a', endpoints: [], ports }],
      events: [],
    };
    expect(needsWorker(small)).toBe(false);
    const endpoints = Array.from({ length: 1000 }, (_, k) => `10.1.${k >> 8}.${k & 255}`);
    const patch = {
      at: 1000,
      type: 'patchEndpointSlice' as const,
      namespace: 'default',
      name: 'a-1',
      endpoints,
    };
    expect(needsWorker({ ...small, events: [patch] })).toBe(true);
  });

  it('a large scenario is shown only once simulated, with progress meanwhile; then its follow-up runs', async () => {
    const workers = fakeWorkers();
    const then = vi.fn();
    s().loadScenario(big, then);
    expect(s().scenario.title).toBe(getPreset('tke-incident')!.scenario.title);
    expect(s().simulation).toMatchObject({ reason: 'open', services: big.services.length, fraction: 0 });
    expect(then).not.toHaveBeenCalled();
    workers[0]!.run();
    workers[1]!.run();
    await nextTask();
    expect(s().simulation).toBeNull();
    expect(s().scenario).toBe(big);
    expect(hasRuns(big)).toBe(true);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('Cancel keeps the scenario shown and says so', () => {
    const workers = fakeWorkers();
    const shown = s().scenario;
    s().loadScenario(big);
    s().cancelSimulation();
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
    expect(s().simulation).toBeNull();
    expect(s().scenario).toBe(shown);
    expect(s().notice).toEqual({ kind: 'simulationCancelled', title: big.title, showing: shown.title });
  });

  it('a newer request supersedes a waiting one: a preset at once, another scenario after its own run', async () => {
    const workers = fakeWorkers();
    s().loadScenario(big);
    s().loadPreset('minimal-repro');
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
    expect([s().presetId, s().simulation]).toEqual(['minimal-repro', null]);
    const other = incidentWithServices(300);
    s().loadScenario(big);
    s().replaceScenario(other);
    expect(workers[3]!.terminated).toBe(true);
    expect(s().simulation?.reason).toBe('edit');
    workers[4]!.run();
    // The edit's key is shown first (a task), the other run starts once the page is idle (another).
    await nextTask();
    await nextTask();
    workers[5]!.run();
    await nextTask();
    expect(s().scenario).toBe(other);
  });

  it('a failed simulation keeps the view and says what went wrong', () => {
    const workers = fakeWorkers();
    s().loadScenario(big);
    workers[0]!.fail('boom');
    expect(s().simulation).toBeNull();
    expect(s().notice).toMatchObject({ kind: 'simulationFailed', title: big.title, detail: 'boom' });
  });

  it('a link to a large scenario applies its key and moment once it is shown', async () => {
    const workers = fakeWorkers();
    applyLinkHash(`#${encodeLinkHash({ scenario: big, mode: 'fixed', at: 40_000, lang: 'zh' })}`);
    // The language applies at once (the progress is worded in it); the key and moment wait for the run.
    expect([s().lang, s().view, s().simulation?.reason]).toEqual(['zh', 'buggy', 'open']);
    workers[0]!.run();
    // The link's key is shown first (a task), the other run starts once the page is idle (another).
    await nextTask();
    await nextTask();
    workers[1]!.run();
    await nextTask();
    expect([s().view, s().time, s().scenario.title]).toEqual(['fixed', 40_000, big.title]);
  });
});

describe('a large scenario shown with one key while the other key is simulated', () => {
  const openLink = () => applyLinkHash(`#${encodeLinkHash({ scenario: big, mode: 'buggy', at: 40_000 })}`);

  it(
    'a link shows its key once that run is in; a key toggle meanwhile waits, says so, and opens when the run is in',
    async () => {
      const workers = fakeWorkers();
      openLink();
      expect(workers.map((w) => w.req?.variant)).toEqual(['buggy', undefined]);
      workers[0]!.run();
      await nextTask();
      // Shown at the link's moment with the buggy key; the fixed run is still coming.
      expect([s().scenario, s().view, s().time, s().simulation]).toEqual([big, 'buggy', 40_000, null]);
      expect(s().pendingRun).toEqual({ variant: 'fixed', fraction: 0, wanted: null });
      const buggy = getRuns(s().scenario).traces.buggy;
      expect(s().step).toBe(stepIndexAt(buggy, 40_000));
      expect(getRuns(s().scenario).pending).toBe('fixed');
      expect(hasRuns(s().scenario)).toBe(false);
      // The toggle asks for the fixed key: the view stays what it is (never a stand-in) and the wish is kept.
      const step = s().step;
      s().toggleKey();
      expect([s().view, s().step, s().pendingRun?.wanted]).toEqual(['buggy', step, 'fixed']);
      // Toggled again: back to the key on screen, nothing waits.
      s().toggleKey();
      expect([s().view, s().pendingRun?.wanted]).toEqual(['buggy', null]);
      s().setView('compare');
      expect([s().view, s().pendingRun?.wanted]).toEqual(['buggy', 'compare']);
      s().setView('fixed');
      expect(s().pendingRun?.wanted).toBe('fixed');
      // The divergence needs both runs: nothing to jump to yet.
      s().jumpToDivergence();
      expect(s().step).toBe(step);
      // The other run starts once the page is idle after the first was shown.
      expect(workers[1]!.req).toBeUndefined();
      await nextTask();
      expect(workers[1]!.req?.variant).toBe('fixed');
      workers[1]!.run();
      await nextTask();
      expect(s().pendingRun).toBeNull();
      expect(hasRuns(s().scenario)).toBe(true);
      expect(getRuns(s().scenario).pending).toBeUndefined();
      // The key asked for opens at the moment on screen.
      expect([s().view, s().time]).toEqual(['fixed', 40_000]);
      expect(s().step).toBe(stepIndexAt(getRuns(s().scenario).traces.fixed, 40_000));
    },
    SLOW_MS,
  );

  it(
    'the other run failing keeps the key on screen, says so, and the other key never opens on a stand-in',
    async () => {
      const workers = fakeWorkers();
      openLink();
      workers[0]!.run();
      await nextTask();
      s().setView('fixed');
      workers[1]!.fail('out of memory');
      expect(s().pendingRun).toBeNull();
      expect(s().notice).toMatchObject({ kind: 'simulationFailed', detail: 'out of memory' });
      expect(s().view).toBe('buggy');
      s().setView('fixed');
      s().toggleKey();
      s().setView('compare');
      expect([s().view, s().step]).toEqual([
        'buggy',
        stepIndexAt(getRuns(s().scenario).traces.buggy, 40_000),
      ]);
    },
    SLOW_MS,
  );

  it(
    'compare asked for while the other run is pending opens once it is in',
    async () => {
      const workers = fakeWorkers();
      openLink();
      workers[0]!.run();
      await nextTask();
      s().setView('compare');
      // The other run starts once the page is idle after the first was shown.
      await nextTask();
      workers[1]!.run();
      await nextTask();
      expect([s().view, s().pendingRun]).toEqual(['compare', null]);
    },
    SLOW_MS,
  );

  it(
    'a link to compare, or that presents, waits for both runs as before',
    async () => {
      const workers = fakeWorkers();
      applyLinkHash(`#${encodeLinkHash({ scenario: big, mode: 'compare', at: 40_000 })}`);
      workers[0]!.run();
      await nextTask();
      expect([s().simulation?.reason, s().pendingRun]).toEqual(['open', null]);
      workers[1]!.run();
      await nextTask();
      expect([s().view, s().scenario, s().simulation]).toEqual(['compare', big, null]);
    },
    SLOW_MS,
  );

  it(
    'another scenario opened meanwhile ends the pending run; the service worker waits for it',
    async () => {
      const workers = fakeWorkers();
      openLink();
      workers[0]!.run();
      await nextTask();
      const later = vi.fn();
      whenNotSimulating(later);
      expect(later).not.toHaveBeenCalled();
      s().loadPreset('minimal-repro');
      expect(workers[1]!.terminated).toBe(true);
      expect(s().pendingRun).toBeNull();
      expect(later).toHaveBeenCalledTimes(1);
    },
    SLOW_MS,
  );
});

describe('whenNotSimulating', () => {
  it('calls back at once without a simulation, else once it has ended (shown, failed or cancelled)', () => {
    const early = vi.fn();
    whenNotSimulating(early);
    expect(early).toHaveBeenCalledTimes(1);
    fakeWorkers();
    s().loadScenario(big);
    const later = vi.fn();
    whenNotSimulating(later);
    s().setLang('zh');
    expect(later).not.toHaveBeenCalled();
    s().cancelSimulation(true);
    expect(later).toHaveBeenCalledTimes(1);
    s().loadScenario(big);
    s().cancelSimulation(true);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
