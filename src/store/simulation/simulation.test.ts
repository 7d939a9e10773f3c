// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeLinkHash } from '../../scenario/link/encodeLink';
import { getPreset } from '../../scenario/presets';
import type { ScenarioV1 } from '../../scenario/types';
import { incidentWithServices } from '../../testing/bigIncident';
import { useAppStore } from '../appStore';
import { computeRuns } from '../computeRuns';
import { resetEditorModule } from '../editorStore';
import { needsWorker, OFF_THREAD_ABOVE } from '../slices/simulationSlice';
import { hasRuns } from '../traces';
import { applyLinkHash } from '../urlSync';
import { setSimWorkerSpawn, simulateOffThread, type SimWorker } from './simClient';
import type { SimReply, SimRequest } from './simProtocol';
import { handleSimRequest } from './simTask';

/** A stand-in worker: the real task, run when the test says (`step`), replies delivered like postMessage's. */
function fakeWorkers() {
  const made: { req?: SimRequest; terminated: boolean; run: () => void; fail: (m: string) => void }[] = [];
  setSimWorkerSpawn(() => {
    const rec = {
      req: undefined as SimRequest | undefined,
      terminated: false,
      run: () =>
        handleSimRequest(
          rec.req!,
          (m) => !rec.terminated && w.onmessage?.({ data: m } as MessageEvent<SimReply>),
          () => 0,
        ),
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

const initial = useAppStore.getState();
const s = () => useAppStore.getState();
let big: ScenarioV1;
beforeEach(() => {
  useAppStore.setState(initial, true);
  resetEditorModule();
  big = incidentWithServices(400);
});
afterEach(() => setSimWorkerSpawn(null));

describe('the simulation task', () => {
  it('posts progress, then each trace on its own, then the story; together they are computeRuns', () => {
    const scenario = getPreset('minimal-repro')!.scenario;
    const replies: SimReply[] = [];
    let clock = 0;
    handleSimRequest(
      { scenario },
      (m) => replies.push(m),
      () => (clock += 100),
    );
    const kinds = replies.map((m) => (m.type === 'trace' ? `trace:${m.variant}` : m.type));
    expect(kinds.filter((k) => k !== 'progress')).toEqual(['trace:buggy', 'trace:fixed', 'story']);
    expect(kinds.indexOf('trace:buggy')).toBeGreaterThan(kinds.indexOf('progress'));
    const fractions = replies.flatMap((m) => (m.type === 'progress' ? [m.fraction] : []));
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    const want = computeRuns(scenario);
    const got = Object.fromEntries(
      replies.flatMap((m) => (m.type === 'trace' ? [[m.variant, m.trace]] : [])),
    );
    expect(got).toEqual(want.traces);
    const story = replies.find((m) => m.type === 'story');
    const { traces: _t, scenario: _s, ...wantStory } = want;
    expect(story).toEqual({ type: 'story', story: wantStory });
  });

  it('paces progress messages by its clock', () => {
    const replies: SimReply[] = [];
    handleSimRequest(
      { scenario: big },
      (m) => replies.push(m),
      () => 0,
    );
    // A clock that never moves: only the first progress report gets through.
    expect(replies.filter((m) => m.type === 'progress')).toHaveLength(1);
  });

  it('a failure becomes an error message, never a thrown exception', () => {
    const replies: SimReply[] = [];
    handleSimRequest({ scenario: { ...big, services: null } as unknown as ScenarioV1 }, (m) =>
      replies.push(m),
    );
    expect(replies.at(-1)).toMatchObject({ type: 'error', message: expect.any(String) });
  });
});

describe('simulateOffThread', () => {
  it('assembles the runs with the caller’s own scenario object, and stops the worker', () => {
    const workers = fakeWorkers();
    const done = vi.fn();
    simulateOffThread(big, { progress: () => {}, done, failed: () => {} });
    workers[0]!.run();
    expect(done).toHaveBeenCalledTimes(1);
    expect(done.mock.calls[0]![0].scenario).toBe(big);
    expect(done.mock.calls[0]![0].traces.buggy.steps.length).toBeGreaterThan(10);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('cancel terminates the worker and nothing more is heard', () => {
    const workers = fakeWorkers();
    const done = vi.fn();
    const progress = vi.fn();
    simulateOffThread(big, { progress, done, failed: () => {} }).cancel();
    expect(workers[0]!.terminated).toBe(true);
    workers[0]!.run();
    expect([done.mock.calls.length, progress.mock.calls.length]).toEqual([0, 0]);
  });

  it('a worker that dies says why', () => {
    const workers = fakeWorkers();
    const failed = vi.fn();
    simulateOffThread(big, { progress: () => {}, done: () => {}, failed });
    workers[0]!.fail('out of memory');
    expect(failed).toHaveBeenCalledWith('out of memory');
  });
});

describe('the simulation slice', () => {
  it('presets stay in the page; a 400-Service cluster goes to the worker', () => {
    expect(needsWorker(getPreset('tke-incident')!.scenario)).toBe(false);
    expect(needsWorker(big)).toBe(true);
    expect(needsWorker(incidentWithServices(Math.floor(OFF_THREAD_ABOVE / 3) - 10))).toBe(false);
  });

  it('a large scenario is shown only once simulated, with progress meanwhile; then its follow-up runs', () => {
    const workers = fakeWorkers();
    const then = vi.fn();
    s().loadScenario(big, then);
    expect(s().scenario.title).toBe(getPreset('tke-incident')!.scenario.title);
    expect(s().simulation).toMatchObject({ reason: 'open', services: big.services.length, fraction: 0 });
    expect(then).not.toHaveBeenCalled();
    workers[0]!.run();
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
    expect(workers[0]!.terminated).toBe(true);
    expect(s().simulation).toBeNull();
    expect(s().scenario).toBe(shown);
    expect(s().notice).toEqual({ kind: 'simulationCancelled', title: big.title, showing: shown.title });
  });

  it('a newer request supersedes a waiting one: a preset at once, another scenario after its own run', () => {
    const workers = fakeWorkers();
    s().loadScenario(big);
    s().loadPreset('minimal-repro');
    expect(workers[0]!.terminated).toBe(true);
    expect([s().presetId, s().simulation]).toEqual(['minimal-repro', null]);
    const other = incidentWithServices(300);
    s().loadScenario(big);
    s().replaceScenario(other);
    expect(workers[1]!.terminated).toBe(true);
    expect(s().simulation?.reason).toBe('edit');
    workers[2]!.run();
    expect(s().scenario).toBe(other);
  });

  it('a failed simulation keeps the view and says what went wrong', () => {
    const workers = fakeWorkers();
    s().loadScenario(big);
    workers[0]!.fail('boom');
    expect(s().simulation).toBeNull();
    expect(s().notice).toMatchObject({ kind: 'simulationFailed', title: big.title, detail: 'boom' });
  });

  it('a link to a large scenario applies its key and moment once it is shown', () => {
    const workers = fakeWorkers();
    applyLinkHash(`#${encodeLinkHash({ scenario: big, mode: 'fixed', at: 40_000, lang: 'zh' })}`);
    // The language applies at once (the progress is worded in it); the key and moment wait for the run.
    expect([s().lang, s().view, s().simulation?.reason]).toEqual(['zh', 'buggy', 'open']);
    workers[0]!.run();
    expect([s().view, s().time, s().scenario.title]).toEqual(['fixed', 40_000, big.title]);
  });
});
