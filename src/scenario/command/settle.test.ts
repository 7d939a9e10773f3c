import { describe, expect, it } from 'vitest';
import { INCIDENT_BEHAVIOUR } from '../../model/ciliumReleases';
import type { Step, Trace } from '../../model/trace';
import { settleStep } from './settle';

/** A trace of bare steps: settleStep reads only their times and kinds. */
function trace(endAt: number, ...steps: [at: number, kind: Step['kind']][]): Trace {
  return {
    variant: 'buggy',
    cilium: INCIDENT_BEHAVIOUR,
    title: 't',
    endAt,
    nodes: [],
    steps: steps.map(([at, kind]) => ({ at, kind }) as unknown as Step),
  };
}

describe('settleStep: a write settles after the next flush and its BPF reconcile', () => {
  it('stops on the reconcile that follows the next flush', () => {
    const t = trace(
      10_000,
      [0, 'watchEvent'],
      [1_000, 'kubectlWrite'],
      [1_200, 'bufferFlush'],
      [1_200, 'bpfReconcile'],
    );
    expect(settleStep(t, 1_000, 'flush')).toBe(3);
  });

  it('stops on the flush itself when no reconcile follows it', () => {
    const t = trace(10_000, [1_000, 'kubectlWrite'], [1_200, 'bufferFlush'], [1_300, 'watchEvent']);
    expect(settleStep(t, 1_000, 'flush')).toBe(1);
  });

  it('takes the first flush at or after the write, not an earlier one', () => {
    const t = trace(
      10_000,
      [500, 'bufferFlush'],
      [500, 'bpfReconcile'],
      [1_000, 'bufferFlush'],
      [1_100, 'bufferFlush'],
      [1_100, 'bpfReconcile'],
    );
    expect(settleStep(t, 1_000, 'flush')).toBe(2);
  });

  it('accepts a flush up to one second after the write, and no later', () => {
    const inTime = trace(10_000, [0, 'watchEvent'], [2_000, 'bufferFlush'], [2_000, 'bpfReconcile']);
    expect(settleStep(inTime, 1_000, 'flush')).toBe(2);
    const late = trace(
      10_000,
      [0, 'watchEvent'],
      [1_400, 'watchEvent'],
      [1_600, 'watchEvent'],
      [2_001, 'bufferFlush'],
    );
    // A write that changed nothing: the playhead moves half a second on (the last step at or before 1,500).
    expect(settleStep(late, 1_000, 'flush')).toBe(1);
  });

  it('without any flush, moves half a second on, not past the end of the run and not before step 0', () => {
    const t = trace(
      1_200,
      [0, 'watchEvent'],
      [1_100, 'watchEvent'],
      [1_200, 'watchEvent'],
      [1_400, 'watchEvent'],
    );
    expect(settleStep(t, 1_000, 'flush')).toBe(2);
    expect(settleStep(trace(10_000, [5_000, 'watchEvent']), 1_000, 'flush')).toBe(0);
  });

  it('after an apiserver restart, waits for the last replica to start again, however late its flush', () => {
    const t = trace(
      100_000,
      [500, 'replicaStarted'],
      [1_000, 'apiserverRestart'],
      [1_500, 'bufferFlush'],
      [20_000, 'replicaStarted'],
      [20_500, 'bufferFlush'],
      [40_000, 'replicaStarted'],
      [40_000, 'watchEvent'],
      [45_000, 'bufferFlush'],
      [45_000, 'bpfReconcile'],
    );
    expect(settleStep(t, 1_000, 'apiserverRestart')).toBe(8);
  });

  it('after an apiserver restart with no replica started yet, settles from the write itself', () => {
    const t = trace(100_000, [400, 'replicaStarted'], [1_000, 'apiserverRestart'], [1_200, 'bufferFlush']);
    expect(settleStep(t, 1_000, 'apiserverRestart')).toBe(2);
  });

  it('after an agent restart, waits for its first list (or crash loop), not a later one', () => {
    const listed = trace(
      100_000,
      [500, 'agentListed'],
      [1_000, 'agentStart'],
      [1_500, 'bufferFlush'],
      [9_000, 'agentListed'],
      [9_000, 'bufferFlush'],
      [9_000, 'bpfReconcile'],
      [30_000, 'agentListed'],
      [30_000, 'bufferFlush'],
    );
    expect(settleStep(listed, 1_000, 'agentRestart')).toBe(5);
    const crashed = trace(
      100_000,
      [1_000, 'agentStart'],
      [1_500, 'bufferFlush'],
      [6_000, 'agentCrashLoop'],
      [6_000, 'bufferFlush'],
    );
    expect(settleStep(crashed, 1_000, 'agentRestart')).toBe(3);
  });

  it('after an agent restart that never lists, settles from the write', () => {
    const t = trace(100_000, [1_000, 'agentStart'], [1_500, 'bufferFlush'], [1_500, 'bpfReconcile']);
    expect(settleStep(t, 1_000, 'agentRestart')).toBe(2);
  });

  it('waits for the last replica to start even when later flushes follow, and counts replicas from the write', () => {
    const t = trace(
      100_000,
      [1_000, 'apiserverRestart'],
      [10_000, 'replicaStarted'],
      [20_000, 'replicaStarted'],
      [30_000, 'replicaStarted'],
      [30_500, 'bufferFlush'],
      [30_500, 'bpfReconcile'],
      [60_000, 'bufferFlush'],
      [60_000, 'bpfReconcile'],
      [70_000, 'watchEvent'],
    );
    expect(settleStep(t, 1_000, 'apiserverRestart')).toBe(5);
  });

  it('a plain write does not wait for an agent list; an agent restart takes a list made at its own moment', () => {
    const t = trace(
      100_000,
      [1_000, 'agentListed'],
      [1_100, 'bufferFlush'],
      [1_200, 'agentListed'],
      [1_300, 'bufferFlush'],
      [1_300, 'bpfReconcile'],
    );
    expect(settleStep(t, 1_000, 'flush')).toBe(1);
    expect(settleStep(t, 1_000, 'agentRestart')).toBe(1);
    expect(settleStep(t, 1_001, 'agentRestart')).toBe(4);
  });

  it('a flush that is the run’s first step counts', () => {
    const t = trace(100_000, [1_000, 'bufferFlush'], [1_200, 'watchEvent'], [1_400, 'watchEvent']);
    expect(settleStep(t, 1_000, 'flush')).toBe(0);
  });
});
