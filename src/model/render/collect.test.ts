import { describe, expect, it } from 'vitest';
import type { Emitted, Step, Trace } from '../trace';
import { emittedUpTo, stepIndexAt } from './collect';

const step = (index: number, at: number, emitted: Emitted = {}) =>
  ({ index, at, emitted }) as unknown as Step;
const trace = (steps: Step[]) => ({ steps }) as unknown as Trace;
const log = (msg: string) => ({ at: 0, level: 'info' as const, msg, attrs: [] });

describe('stepIndexAt', () => {
  const t = trace([step(0, 0), step(1, 100), step(2, 100), step(3, 250)]);
  it.each([
    [-1, -1],
    [0, 0],
    [99, 0],
    [100, 2], // the last step at that moment
    [249, 2],
    [250, 3],
    [1e9, 3],
  ])('at %i ms → step %i', (at, index) => {
    expect(stepIndexAt(t, at)).toBe(index);
  });
  it('is -1 for an empty trace', () => {
    expect(stepIndexAt(trace([]), 5)).toBe(-1);
  });
});

describe('emittedUpTo', () => {
  const t = trace([
    step(0, 0, { agentLog: [log('a')], audit: [{ at: 0 } as never] }),
    step(1, 1, {}),
    step(2, 2, {
      agentLog: [log('b'), log('c')],
      events: [{ at: 2 } as never],
      connects: [{ at: 2 } as never],
    }),
  ]);
  it('gathers what steps 0..index emitted, in order, inclusive', () => {
    expect(emittedUpTo(t, 0).agentLog.map((l) => l.msg)).toEqual(['a']);
    expect(emittedUpTo(t, 1)).toEqual({ agentLog: [log('a')], audit: [{ at: 0 }], events: [], connects: [] });
    expect(emittedUpTo(t, 2).agentLog.map((l) => l.msg)).toEqual(['a', 'b', 'c']);
    expect(emittedUpTo(t, 2).events).toHaveLength(1);
    expect(emittedUpTo(t, 2).connects).toHaveLength(1);
  });
  it('clamps an index past the end', () => {
    expect(emittedUpTo(t, 99).agentLog).toHaveLength(3);
  });
});
