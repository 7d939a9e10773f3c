import { beforeEach, describe, expect, it } from 'vitest';
import type { Trace } from '../../model/trace';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { findChapters } from './chapters';
import { resolveMoment } from './moment';

// Each kind of moment against the incident's whole list of steps, computed here independently.

let trace: Trace;
beforeEach(() => {
  trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
});
const chapter = (id: string) => findChapters(trace).find((c) => c.id === id)!.step;
const indices = (pred: (s: Trace['steps'][number]) => boolean) =>
  trace.steps.filter(pred).map((s) => s.index);

describe('resolveMoment', () => {
  it('a time: the last step at or before it; before the first step, step 0', () => {
    const s = trace.steps[20]!;
    expect(resolveMoment(trace, { at: s.at })).toBe(Math.max(...indices((x) => x.at <= s.at)));
    expect(resolveMoment(trace, { at: -1 })).toBe(0);
    expect(resolveMoment(trace, { at: Infinity })).toBe(trace.steps.length - 1);
  });

  it('a chapter: its step, or undefined when the run has no such chapter', () => {
    expect(resolveMoment(trace, { chapter: 'bpfEmptied' })).toBe(chapter('bpfEmptied'));
    expect(resolveMoment(trace, { chapter: 'connectWorks' })).toBeUndefined();
  });

  it('the n-th step of a kind, counted from 1; past the last one, undefined', () => {
    const stops = indices((s) => s.kind === 'replicaStop');
    expect(stops.length).toBeGreaterThan(2);
    expect(resolveMoment(trace, { kind: 'replicaStop' })).toBe(stops[0]);
    expect(resolveMoment(trace, { kind: 'replicaStop', nth: 2 })).toBe(stops[1]);
    expect(resolveMoment(trace, { kind: 'replicaStop', nth: stops.length + 1 })).toBeUndefined();
  });

  it('after a chapter: strictly after its step; after a chapter the run lacks, undefined', () => {
    const from = chapter('sliceCleared');
    const flushes = indices((s) => s.kind === 'bufferFlush' && s.index > from);
    expect(trace.steps[from + 1]!.kind).not.toBe('sliceCleared');
    expect(resolveMoment(trace, { kind: 'bufferFlush', after: 'sliceCleared' })).toBe(flushes[0]);
    expect(resolveMoment(trace, { kind: 'sliceCleared', after: 'sliceCleared' })).toBe(
      indices((s) => s.kind === 'sliceCleared' && s.index > from)[0],
    );
    expect(resolveMoment(trace, { kind: 'bufferFlush', after: 'connectWorks' })).toBeUndefined();
  });

  it('failed: a connect whose result is not ok, a crash loop, a failed reconnect; failed: false the others', () => {
    const failedConnects = indices((s) => s.kind === 'connect' && s.connect.result !== 'ok');
    const okConnects = indices((s) => s.kind === 'connect' && s.connect.result === 'ok');
    expect(resolveMoment(trace, { kind: 'connect', failed: true })).toBe(failedConnects[0]);
    expect(resolveMoment(trace, { kind: 'connect', failed: false })).toBe(okConnects[0]);
    expect(resolveMoment(trace, { kind: 'agentCrashLoop', failed: true })).toBe(
      indices((s) => s.kind === 'agentCrashLoop')[0],
    );
    expect(resolveMoment(trace, { kind: 'agentCrashLoop', failed: false })).toBeUndefined();
    const reconnectFailed = indices((s) => s.kind === 'watchReconnectFailed');
    expect(reconnectFailed.length).toBeGreaterThan(0);
    expect(resolveMoment(trace, { kind: 'watchReconnectFailed', failed: true })).toBe(reconnectFailed[0]);
    expect(resolveMoment(trace, { kind: 'watchReconnectFailed', failed: false })).toBeUndefined();
    // A step without a connect is never a failure.
    expect(resolveMoment(trace, { kind: 'replicaStop', failed: false })).toBe(
      indices((s) => s.kind === 'replicaStop')[0],
    );
    expect(resolveMoment(trace, { kind: 'replicaStop', failed: true })).toBeUndefined();
  });
});
