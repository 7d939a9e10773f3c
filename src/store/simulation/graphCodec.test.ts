import { describe, expect, it } from 'vitest';
import { packTrace } from '../../model/lazyState';
import { getPreset } from '../../scenario/presets';
import { runVariant } from '../runVariant';
import { decodeGraph, DecodeStopped, encodeGraph } from './graphCodec';

const roundTrip = (v: unknown, budgetMs?: number) =>
  decodeGraph(encodeGraph(v), budgetMs, () => Promise.resolve());

describe('graphCodec', () => {
  it('rebuilds plain data as structured clone would, shared parts shared', async () => {
    const shared = { name: 'default/kubernetes', ports: [443, -0, NaN, 1.5] };
    // eslint-disable-next-line no-sparse-arrays
    const holes = [1, , 3];
    const root = {
      a: shared,
      b: [shared, shared],
      m: new Map<unknown, unknown>([
        ['k', shared],
        [1, null],
      ]),
      s: new Set(['x', undefined, true, false]),
      u: undefined,
      holes,
      empty: {},
      nested: { deeper: { text: 'zh：中文 ✓', none: null } },
    };
    const out = (await roundTrip(root)) as typeof root;
    expect(out).toEqual(structuredClone(root));
    expect(out.b[0]).toBe(out.a);
    expect(out.m.get('k')).toBe(out.a);
    expect(Object.is(out.a.ports[1], -0)).toBe(true);
    expect(1 in out.holes).toBe(false);
    expect('u' in out).toBe(true);
  });

  it('refuses what it cannot encode (the caller sends the graph as it is)', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => encodeGraph(cycle)).toThrow(/cycle/);
    expect(() => encodeGraph({ d: new Date(0) })).toThrow(/class instance/);
    expect(() => encodeGraph({ f: () => 1 })).toThrow(/function/);
  });

  it('rebuilds in slices of its budget, yielding between them', async () => {
    const big = Array.from({ length: 5000 }, (_, i) => ({ i, name: `svc-${i}` }));
    let clock = 0;
    let yields = 0;
    const out = await decodeGraph(
      encodeGraph(big),
      10,
      () => (yields++, Promise.resolve()),
      () => (clock += 5),
    );
    expect(out).toEqual(big);
    expect(yields).toBeGreaterThan(5);
  });

  it('stops between slices once told to (a cancelled simulation)', async () => {
    const big = Array.from({ length: 5000 }, (_, i) => ({ i }));
    let clock = 0;
    let slices = 0;
    const going = () => ++slices < 3;
    await expect(
      decodeGraph(
        encodeGraph(big),
        10,
        () => Promise.resolve(),
        () => (clock += 5),
        going,
      ),
    ).rejects.toBeInstanceOf(DecodeStopped);
    expect(slices).toBe(3);
  });

  it("rebuilds a simulation's trace (lazy steps' recipes included)", async () => {
    const trace = packTrace(runVariant(getPreset('tke-incident')!.scenario, 'buggy'));
    expect(await roundTrip(trace)).toEqual(structuredClone(trace));
  });
});
