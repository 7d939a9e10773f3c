// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeLinkHash } from '../../scenario/link/decodeLink';
import { encodeLinkHash } from '../../scenario/link/encodeLink';
import type { ScenarioV1 } from '../../scenario/types';
import { incidentWithServices } from '../../testing/bigIncident';
import { useAppStore } from '../appStore';
import { computeRuns } from '../computeRuns';
import { setDecoder } from '../decode/decodeClient';
import { resetEditorModule } from '../editorStore';
import { applyLinkHash } from '../openLink';
import { getRuns, hasRuns } from '../traces';
import { dropLinkRun, linkFirstKey, readLinkInSimWorker } from './linkSim';
import { prestarted, setSimWorkerSpawn, type SimWorker } from './simClient';
import type { SimReply, SimRequest, WorkerReply } from './simProtocol';
import { handleSimRequest } from './simTask';

/**
 * Stand-in workers that run the real task when the test says (`run`), keeping its replies; `deliver(n)` hands the
 * next n to the page as postMessage would (all by default), even once terminated (already queued).
 */
function fakeWorkers() {
  const made: {
    reqs: SimRequest[];
    terminated: boolean;
    queued: WorkerReply[];
    run: () => void;
    deliver: (n?: number) => void;
    w: SimWorker;
  }[] = [];
  setSimWorkerSpawn(() => {
    const rec: (typeof made)[number] = {
      reqs: [],
      terminated: false,
      queued: [],
      run: () =>
        handleSimRequest(
          rec.reqs[0]!,
          (m) => rec.queued.push(m),
          () => 0,
        ),
      deliver: (n = Infinity) => {
        for (const data of rec.queued.splice(0, n)) w.onmessage?.({ data } as MessageEvent<SimReply>);
      },
      w: null as unknown as SimWorker,
    };
    const w: SimWorker = {
      onmessage: null,
      onerror: null,
      postMessage: (req: SimRequest) => rec.reqs.push(structuredClone(req)),
      terminate: () => (rec.terminated = true),
    };
    rec.w = w;
    made.push(rec);
    return w;
  });
  return made;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const s = () => useAppStore.getState();
const initial = useAppStore.getState();
const SLOW_MS = 60_000;
let big: ScenarioV1;
let link: string;
beforeEach(() => {
  useAppStore.setState(initial, true);
  resetEditorModule();
  big = incidentWithServices(400);
  link = `#${encodeLinkHash({ scenario: big, mode: 'buggy', at: 40_000 })}`;
  // Links are read off the page's thread here, as in a browser (the decode worker itself is not used).
  setDecoder(() => Promise.reject(new Error('the decode worker is not used for a large link')));
});
afterEach(() => {
  setSimWorkerSpawn(null);
  setDecoder(null);
  prestarted.run = null;
});

describe('a link read in the simulation worker', () => {
  it('the task answers with the link read, then exactly what a request for its scenario answers', () => {
    expect(link.length).toBeGreaterThan(8_000);
    const replies: WorkerReply[] = [];
    handleSimRequest(
      { link, variant: 'fixed' },
      (m) => replies.push(m),
      () => 0,
    );
    expect(replies[0]).toEqual({ type: 'decoded', result: decodeLinkHash(link) });
    const direct: WorkerReply[] = [];
    handleSimRequest(
      { scenario: big, variant: 'fixed' },
      (m) => direct.push(m),
      () => 0,
    );
    expect(replies.slice(1)).toEqual(direct);
    // A bad link is answered and nothing is simulated.
    const bad: WorkerReply[] = [];
    handleSimRequest({ link: '#v=2&c=%%%', variant: 'buggy' }, (m) => bad.push(m));
    expect(bad).toEqual([{ type: 'decoded', result: decodeLinkHash('#v=2&c=%%%') }]);
    expect(bad[0]?.type === 'decoded' && bad[0].result.ok).toBe(false);
  });

  it(
    'the page takes that worker over: one request each, and the runs are exactly computeRuns',
    async () => {
      const workers = fakeWorkers();
      applyLinkHash(link);
      expect(workers[0]!.reqs).toEqual([{ link, variant: 'buggy' }]);
      workers[0]!.run();
      workers[0]!.deliver();
      await vi.waitFor(() => expect(s().scenario.title).toBe(big.title), { timeout: SLOW_MS });
      expect([s().view, s().time, s().pendingRun?.variant]).toEqual(['buggy', 40_000, 'fixed']);
      // The shown key's run was not asked for again; the other key's run goes to a worker of its own.
      await tick();
      expect(workers[0]!.reqs).toHaveLength(1);
      expect(workers.slice(1).flatMap((w) => w.reqs.map((r) => ('variant' in r ? r.variant : null)))).toEqual(
        ['fixed'],
      );
      const other = workers.find((w) => w.reqs.length && w !== workers[0])!;
      other.run();
      other.deliver();
      await vi.waitFor(() => expect(hasRuns(s().scenario)).toBe(true), { timeout: SLOW_MS });
      const runs = getRuns(s().scenario);
      expect({ ...runs, scenario: null }).toEqual({ ...computeRuns(big), scenario: null });
    },
    SLOW_MS,
  );

  it(
    'replies posted after the takeover come straight through, in order, and Cancel ends the worker',
    async () => {
      const workers = fakeWorkers();
      applyLinkHash(link);
      workers[0]!.run();
      // The link read and its first progress only: the scenario is being simulated, not shown.
      workers[0]!.deliver(2);
      await vi.waitFor(() => expect(s().simulation?.scenario.title).toBe(big.title));
      expect(s().simulation!.fraction).toBeGreaterThanOrEqual(0);
      s().cancelSimulation();
      expect(workers[0]!.terminated).toBe(true);
      workers[0]!.deliver();
      await tick();
      await tick();
      expect(s().scenario.title).not.toBe(big.title);
      expect(s().notice).toMatchObject({ kind: 'simulationCancelled', title: big.title });
    },
    SLOW_MS,
  );

  it(
    'a stale read (a newer link opened meanwhile) is never applied, and its run is ended',
    async () => {
      const workers = fakeWorkers();
      const other = incidentWithServices(401);
      applyLinkHash(link);
      applyLinkHash(`#${encodeLinkHash({ scenario: other, mode: 'buggy' })}`);
      expect(workers).toHaveLength(2);
      workers[0]!.run();
      workers[0]!.deliver();
      await tick();
      expect(workers[0]!.terminated).toBe(true);
      expect(s().simulation).toBeNull();
      workers[1]!.run();
      workers[1]!.deliver();
      await vi.waitFor(() => expect(s().scenario.title).toBe(other.title), { timeout: SLOW_MS });
      expect(s().scenario.services).toHaveLength(other.services.length);
    },
    SLOW_MS,
  );

  it('a run nothing takes over is ended; a newer offer ends the one before', async () => {
    const workers = fakeWorkers();
    const read = readLinkInSimWorker(link, 'buggy');
    workers[0]!.run();
    workers[0]!.deliver(1);
    const r = await read;
    expect(r.ok && r.state.scenario?.title).toBe(big.title);
    expect(workers[0]!.terminated).toBe(false);
    // A read of something else does not end it…
    dropLinkRun(decodeLinkHash(link));
    expect(workers[0]!.terminated).toBe(false);
    // …its own does.
    dropLinkRun(r);
    expect(workers[0]!.terminated).toBe(true);
    const again = readLinkInSimWorker(link, 'buggy');
    workers[1]!.run();
    workers[1]!.deliver(1);
    await again;
    const third = readLinkInSimWorker(link, 'buggy');
    workers[2]!.run();
    workers[2]!.deliver(1);
    await third;
    expect([workers[1]!.terminated, workers[2]!.terminated]).toEqual([true, false]);
  });

  it('a worker that does not read the link in time, or dies reading it, is ended and the link refused', async () => {
    const workers = fakeWorkers();
    const slow = await readLinkInSimWorker(link, 'buggy', 20);
    expect(slow).toMatchObject({ ok: false, problem: { code: 'linkTooSlow' } });
    expect(workers[0]!.terminated).toBe(true);
    const dying = readLinkInSimWorker(link, 'buggy');
    workers[1]!.w.onerror?.({ message: 'out of memory', preventDefault() {} } as ErrorEvent);
    expect(await dying).toMatchObject({ ok: false, problem: { code: 'linkTooSlow' } });
    expect(workers[1]!.terminated).toBe(true);
  });

  it('the key a link shows first is the one its view simulates first', () => {
    expect(
      ['m=fixed', 'm=buggy', 'm=compare', 'm=fixe', ''].map((m) => linkFirstKey(`#v=2&${m}&c=x`)),
    ).toEqual(['fixed', 'buggy', 'buggy', 'buggy', 'buggy']);
  });
});
