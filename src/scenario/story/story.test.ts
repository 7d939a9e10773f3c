import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeyVariant } from '../../model/backendInstanceKey';
import type { Trace } from '../../model/trace';
import { getPreset, PRESETS } from '../presets';
import { runScenario } from '../run';
import type { ScenarioV1 } from '../types';
import { beatOfStep, computeBeats, DWELL_MS } from './beats';
import { DAMAGE_CHAPTERS, findChapters } from './chapters';
import { INCIDENT_TOUR } from '../tours/incidentTour';
import { firstDivergence } from './divergence';
import { resolveMoment } from './moment';
import { storyCursor, storyPositionOf, storySchedule } from './storySchedule';

const run = (id: string, v: KeyVariant) => runScenario(getPreset(id)!.scenario, v);

describe('chapters are computed from what happened in the run', () => {
  it.each(PRESETS.map((p) => [p.id]))('%s: the fixed run has no damage chapter', (id) => {
    const ids = findChapters(run(id, 'fixed')).map((c) => c.id);
    expect(ids.filter((c) => DAMAGE_CHAPTERS.includes(c))).toEqual([]);
  });

  it.each(PRESETS.filter((p) => p.bugFires && p.ends?.buggy !== 'healthy').map((p) => [p.id]))(
    '%s (buggy): release, emptied entries and the failing connect, in order',
    (id) => {
      const ch = findChapters(run(id, 'buggy'));
      const ids = ch.map((c) => c.id);
      for (const c of ['prefixRelease', 'victimRefreshed', 'bpfEmptied', 'connectFails'] as const)
        expect(ids).toContain(c);
      expect(ch.map((c) => c.step)).toEqual([...ch.map((c) => c.step)].sort((a, b) => a - b));
    },
  );

  it('tke-incident (buggy): the clear chapter starts at the first clear; failures start with the deaf agent', () => {
    const trace = run('tke-incident', 'buggy');
    const ch = Object.fromEntries(findChapters(trace).map((c) => [c.id, c]));
    const clear = trace.steps[ch.sliceCleared!.step]!;
    expect(clear.kind).toBe('sliceCleared');
    // The first clear (15 s) is where the slice is first empty, though it was restored within one buffer window.
    expect(clear.at).toBe(15000);
    const release = trace.steps[ch.prefixRelease!.step]!;
    expect(release.releases.flatMap((r) => r.collateral)).toEqual(['default/kubernetes-intranet']);
    // The running agent's own reconnect fails with EPERM at 50.7 s, long before any client's curl (90 s).
    const fails = trace.steps[ch.connectFails!.step]!;
    expect([fails.kind, fails.at]).toEqual(['watchReconnectFailed', 50716]);
    expect(trace.steps[ch.noRecovery!.step]!.kind).toBe('agentCrashLoop');
  });

  it('tke-incident (fixed): the release spares the intranet instance and a later connect works', () => {
    const trace = run('tke-incident', 'fixed');
    const ids = findChapters(trace).map((c) => c.id);
    expect(ids).toEqual([
      'steady',
      'apiserverRestart',
      'sliceCleared',
      'exactRelease',
      'sliceRestored',
      'refreshedIntact',
      'connectWorks',
    ]);
    const release = trace.steps.find((s) => s.releases.length)!;
    expect(release.releases[0]!.spared).toEqual(['default/kubernetes-intranet']);
  });

  it('a counter-example where names share no prefix has no victim chapters in either variant', () => {
    for (const v of ['buggy', 'fixed'] as const)
      expect(findChapters(run('no-shared-prefix', v)).map((c) => c.id)).not.toContain('prefixRelease');
  });
});

describe('beats', () => {
  it.each(PRESETS.flatMap((p) => (['buggy', 'fixed'] as const).map((v) => [p.id, v] as const)))(
    '%s (%s): partition the steps, and every notable step is its own beat with a readable dwell',
    (id, v) => {
      const trace = run(id, v);
      const beats = computeBeats(trace);
      let next = 0;
      for (const b of beats) {
        expect(b.from).toBe(next);
        expect(b.to).toBeGreaterThanOrEqual(b.from);
        expect(b.step).toBeGreaterThanOrEqual(b.from);
        expect(b.step).toBeLessThanOrEqual(b.to);
        next = b.to + 1;
        if (b.reasons.length) {
          expect(b.from).toBe(b.to);
          expect(b.dwellMs).toBeGreaterThanOrEqual(1500);
        }
      }
      expect(next).toBe(trace.steps.length);
      for (const s of trace.steps.filter((x) => x.releases.length)) {
        const b = beatOfStep(beats, s.index)!;
        expect([b.from, b.to, b.reasons]).toEqual([s.index, s.index, expect.arrayContaining(['release'])]);
      }
    },
  );

  it('tke-incident (buggy): the config step’s 11 identical retries are one beat', () => {
    const trace = run('tke-incident', 'buggy');
    const beats = computeBeats(trace);
    const retries = beats.filter(
      (b) => b.to > b.from && trace.steps[b.step]!.kind === 'connect' && b.to - b.from + 1 >= 10,
    );
    expect(retries).toHaveLength(1);
    expect(retries[0]!.dwellMs).toBeLessThanOrEqual(2400);
    expect(beats.length).toBeLessThan(trace.steps.length - 15);
  });

  it('a connect whose result differs from the previous one on its channel is notable', () => {
    const trace = run('minimal-repro', 'buggy');
    const beats = computeBeats(trace);
    const connects = trace.steps.filter((s) => s.kind === 'connect');
    const notable = connects.map((s) => beatOfStep(beats, s.index)!.reasons.includes('connectChanged'));
    // ok (first), ok (same), EPERM (changed)
    expect(connects.map((s) => (s.kind === 'connect' ? s.connect.result : ''))).toEqual([
      'ok',
      'ok',
      'EPERM',
    ]);
    expect(notable).toEqual([true, false, true]);
  });
});

/** Samples the story clock like a 60 Hz display and records how long each step is on screen. */
function onScreen(id: string, v: KeyVariant) {
  const trace = run(id, v);
  const beats = computeBeats(trace);
  const schedule = storySchedule(trace, beats);
  const shown = new Map<number, number>();
  let lastTime = -1;
  const frame = 1000 / 60;
  for (let pos = 0; pos <= schedule.totalMs + frame; pos += frame) {
    const c = storyCursor(trace, schedule, Math.min(pos, schedule.totalMs));
    shown.set(c.step, (shown.get(c.step) ?? 0) + frame);
    expect(c.time).toBeGreaterThanOrEqual(lastTime);
    lastTime = c.time;
  }
  return { trace, beats, schedule, shown, lastTime };
}

describe('story schedule (Play at the default pace)', () => {
  it.each(PRESETS.flatMap((p) => (['buggy', 'fixed'] as const).map((v) => [p.id, v] as const)))(
    '%s (%s): every beat is drawn, notable ones for ≥ 1.5 s, and the run ends at its end',
    (id, v) => {
      const { trace, beats, shown, lastTime } = onScreen(id, v);
      for (const b of beats) {
        expect(shown.get(b.step) ?? 0, `beat ${b.index} (step ${b.step})`).toBeGreaterThan(0);
        if (b.reasons.length) expect(shown.get(b.step)!).toBeGreaterThanOrEqual(1500);
      }
      expect(lastTime).toBeCloseTo(trace.endAt, 0);
    },
  );

  it('tke-incident (buggy): the prefix-matched release is on screen for ≥ 1.5 s (at 1× and 4× real time it is skipped)', () => {
    const { trace, shown } = onScreen('tke-incident', 'buggy');
    const release = trace.steps.find((s) => s.releases.some((r) => r.collateral.length))!;
    expect(shown.get(release.index)!).toBeGreaterThanOrEqual(DWELL_MS.chapter - 20);
  });

  it('resuming from any step continues from that step', () => {
    const trace = run('tke-incident', 'buggy');
    const schedule = storySchedule(trace, computeBeats(trace));
    for (const s of trace.steps) {
      const c = storyCursor(trace, schedule, storyPositionOf(schedule, s.index));
      expect(c.step).toBe(s.index);
    }
  });
});

describe('first divergence compares what the runs did, not key bytes', () => {
  it('tke-incident: the runs diverge at the prefix-matched release', () => {
    const [b, f] = [run('tke-incident', 'buggy'), run('tke-incident', 'fixed')];
    const d = firstDivergence(b, f)!;
    expect(b.steps[d]!.releases.some((r) => r.collateral.length)).toBe(true);
    expect(firstDivergence(b, b)).toBeUndefined();
  });

  it('counter-examples: both runs do the same thing', () => {
    for (const id of ['no-shared-prefix', 'prefix-different-port', 'longer-name-released', 'other-namespace'])
      expect(firstDivergence(run(id, 'buggy'), run(id, 'fixed'))).toBeUndefined();
  });

  it('a release that removed other instances, or deleted its row, is a divergence', () => {
    const t = run('minimal-repro', 'buggy');
    const at = t.steps.findIndex((s) => s.releases.length > 0);
    const withRelease = (f: (r: Trace['steps'][number]['releases'][number]) => object) => ({
      ...t,
      steps: t.steps.map((s, i) =>
        i === at ? { ...s, releases: s.releases.map((r) => ({ ...r, ...f(r) })) } : s,
      ),
    });
    expect(
      firstDivergence(
        t,
        withRelease((r) => ({ removed: r.removed.slice(0, 1) })),
      ),
    ).toBe(at);
    expect(
      firstDivergence(
        t,
        withRelease((r) => ({ rowDeleted: !r.rowDeleted })),
      ),
    ).toBe(at);
    expect(
      firstDivergence(
        t,
        withRelease((r) => ({ service: `${r.service}x` })),
      ),
    ).toBe(at);
    expect(
      firstDivergence(
        t,
        withRelease(() => ({ backend: '9.9.9.9:1/TCP' })),
      ),
    ).toBe(at);
  });

  it('a difference in a connect result alone is a divergence', () => {
    const t = run('minimal-repro', 'buggy');
    const last = t.steps.at(-1)!;
    const changed = {
      ...t,
      steps: [
        ...t.steps.slice(0, -1),
        { ...last, connect: { ...(last.kind === 'connect' ? last.connect : ({} as never)), result: 'ok' } },
      ],
    } as typeof t;
    expect(firstDivergence(t, changed)).toBe(t.steps.length - 1);
  });

  it("never reads a step's state (a lazy state would be rebuilt for nothing)", () => {
    const unread = (t: Trace): Trace => ({
      ...t,
      steps: t.steps.map((s) => {
        const copy = { ...s };
        Object.defineProperty(copy, 'state', {
          enumerable: true,
          get: () => {
            throw new Error(`step ${s.index}: state read`);
          },
        });
        return copy;
      }),
    });
    const [b, f] = [run('tke-incident', 'buggy'), run('tke-incident', 'fixed')];
    expect(firstDivergence(unread(b), unread(f))).toBe(firstDivergence(b, f));
    expect(firstDivergence(unread(b), unread(b))).toBeUndefined();
  });
});

describe('beats of generated scenarios (fast-check)', () => {
  const scenario = (patchAt: number, annotateAt: number, connects: number[]): ScenarioV1 => ({
    version: 2,
    title: 'beats',
    services: [
      { namespace: 'default', name: 'a', type: 'ClusterIP', clusterIP: '10.96.0.1', ports: [{ port: 80 }] },
      { namespace: 'default', name: 'a-b', type: 'ClusterIP', clusterIP: '10.96.0.2', ports: [{ port: 80 }] },
    ],
    endpointSlices: [
      { namespace: 'default', name: 'a', service: 'a', endpoints: ['1.1.1.1'], ports: [{ port: 80 }] },
      { namespace: 'default', name: 'a-b', service: 'a-b', endpoints: ['1.1.1.1'], ports: [{ port: 80 }] },
    ],
    events: [
      { at: patchAt, type: 'patchEndpointSlice', namespace: 'default', name: 'a', endpoints: [] },
      { at: annotateAt, type: 'annotateService', namespace: 'default', name: 'a-b', key: 'k', value: 'v' },
      ...connects.map((at) => ({ at, type: 'connect' as const, to: '10.96.0.2:80' })),
    ],
    durationMs: 20_000,
  });
  it('cover every step, keep notable steps ≥ 1.5 s, and never go back in time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9000 }),
        fc.integer({ min: 1000, max: 9000 }),
        fc.array(fc.integer({ min: 600, max: 19_000 }), { maxLength: 6 }),
        fc.constantFrom('buggy' as const, 'fixed' as const),
        (p, a, cs, v) => {
          const trace = runScenario(scenario(p, a, cs), v);
          const beats = computeBeats(trace);
          expect(beats.reduce((n, b) => n + b.to - b.from + 1, 0)).toBe(trace.steps.length);
          const schedule = storySchedule(trace, beats);
          const shown = new Map<number, number>();
          let last = -1;
          for (let pos = 0; pos <= schedule.totalMs; pos += 20) {
            const c = storyCursor(trace, schedule, pos);
            expect(c.time).toBeGreaterThanOrEqual(last);
            last = c.time;
            shown.set(c.step, (shown.get(c.step) ?? 0) + 20);
          }
          for (const b of beats.filter((x) => x.reasons.length))
            expect(shown.get(b.step) ?? 0).toBeGreaterThanOrEqual(1500);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('moments named by what happens', () => {
  it('resolve chapters, the n-th step of a kind, failed connects and times', () => {
    const trace = run('tke-incident', 'buggy');
    expect(trace.steps[resolveMoment(trace, { chapter: 'prefixRelease' })!]!.releases[0]!.collateral).toEqual(
      ['default/kubernetes-intranet'],
    );
    const second = resolveMoment(trace, { kind: 'replicaStop', nth: 2 })!;
    expect(trace.steps[second]!.kind === 'replicaStop' && trace.steps[second]!.replica).toBe(
      'kube-apiserver-1',
    );
    const failedConnect = resolveMoment(trace, { kind: 'connect', failed: true })!;
    expect(trace.steps[failedConnect]!.at).toBe(90000);
    expect(resolveMoment(trace, { at: 15000 })).toBe(8);
    expect(resolveMoment(run('tke-incident', 'fixed'), { chapter: 'prefixRelease' })).toBeUndefined();
  });

  it('every tour stop resolves in its preset', () => {
    for (const stop of INCIDENT_TOUR) {
      const trace = run(stop.preset, stop.view === 'compare' ? 'buggy' : stop.view);
      expect(resolveMoment(trace, stop.moment), stop.id).toBeTypeOf('number');
    }
  });
});
