import { describe, expect, it } from 'vitest';
import { packTrace } from '../../model/lazyState';
import { getPreset, PRESETS } from '../../scenario/presets';
import { runVariant } from '../runVariant';
import { incidentWithServices } from '../../testing/bigIncident';
import {
  decodeGraph,
  DecodeStopped,
  encodeGraph,
  encodeGraphChunks,
  GraphDecoder,
  type EncodedGraph,
} from './graphCodec';

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

  it('refuses a cycle met after chunks were emitted (the caller then sends the graph as it is)', () => {
    const cycle: Record<string, unknown> = { big: Array.from({ length: 100 }, (_, i) => ({ i })) };
    cycle.self = cycle;
    const emitted: boolean[] = [];
    expect(() => encodeGraphChunks(cycle, (_, last) => emitted.push(last), 16)).toThrow(/cycle/);
    expect(emitted.length).toBeGreaterThan(0);
    expect(emitted).not.toContain(true);
  });
});

/** `root` encoded in chunks of `chunkOps`, with whether each was the last. */
function chunked(root: unknown, chunkOps: number) {
  const chunks: [EncodedGraph, boolean][] = [];
  encodeGraphChunks(root, (c, last) => chunks.push([c, last]), chunkOps);
  return chunks;
}

/** The chunks' operations and strings joined: the one-shot encoding they split. */
function joined(chunks: [EncodedGraph, boolean][]) {
  const ops = new Float64Array(chunks.reduce((n, [c]) => n + c.ops.length, 0));
  let at = 0;
  for (const [c] of chunks) ops.set(c.ops, (at += c.ops.length) - c.ops.length);
  const lengths = chunks.flatMap(([c]) => [...c.lengths]);
  return { ops, text: chunks.map(([c]) => c.text).join(''), lengths: Uint32Array.from(lengths) };
}

describe('graphCodec in chunks', () => {
  // Every preset (the golden traces' scenarios) with both keys, and a large cluster's run.
  const cases = [
    ...PRESETS.flatMap((p) =>
      (['buggy', 'fixed'] as const).map((k) => [`${p.id} ${k}`, p.scenario, k] as const),
    ),
    ['400 Services buggy', incidentWithServices(400), 'buggy'] as const,
  ];
  it.each(cases)(
    '%s: the chunks are the one-shot encoding split, and rebuild the same trace',
    async (_, sc, k) => {
      const trace = packTrace(runVariant(sc, k));
      const whole = encodeGraph(trace);
      const chunkOps = Math.max(64, Math.ceil(whole.ops.length / 20));
      const chunks = chunked(trace, chunkOps);
      expect(chunks.length).toBeGreaterThan(5);
      // Only the last is marked last; every chunk ends at a node boundary, within one node of its size.
      expect(chunks.map(([, last]) => last)).toEqual(chunks.map((_, i) => i === chunks.length - 1));
      expect(joined(chunks)).toEqual(whole);
      const d = new GraphDecoder(10, () => Promise.resolve());
      for (const [c] of chunks) await d.take(c);
      expect(d.root).toEqual(structuredClone(trace));
    },
  );

  it('shares parts across chunks: an object met again in a later chunk is the one rebuilt earlier', async () => {
    const shared = { name: 'default/kubernetes' };
    const root = { a: shared, filler: Array.from({ length: 50 }, (_, i) => ({ i })), b: [shared] };
    const chunks = chunked(root, 8);
    const d = new GraphDecoder(10, () => Promise.resolve());
    for (const [c] of chunks) await d.take(c);
    const out = d.root as typeof root;
    expect(out).toEqual(root);
    expect(out.b[0]).toBe(out.a);
  });

  it('shares one budget across chunks taken one after another, yielding between slices', async () => {
    const big = Array.from({ length: 5000 }, (_, i) => ({ i, name: `svc-${i}` }));
    let clock = 0;
    let yields = 0;
    const d = new GraphDecoder(
      10,
      () => (yields++, Promise.resolve()),
      () => (clock += 1),
    );
    // Small chunks: each alone is within the budget, together they are not.
    const chunks = chunked(big, 300);
    for (const [c] of chunks) await d.take(c);
    expect(d.root).toEqual(big);
    // (Were each chunk a slice of its own, none of these small chunks would ever yield.)
    expect(yields).toBeGreaterThan(5);
  });

  it('stops at the next slice once told to, and refuses chunks after that', async () => {
    let going = true;
    let clock = 0;
    const d = new GraphDecoder(
      10,
      () => Promise.resolve(),
      () => (clock += 5),
      () => going,
    );
    const chunks = chunked(
      Array.from({ length: 3000 }, (_, i) => ({ i })),
      1000,
    );
    await d.take(chunks[0]![0]);
    going = false;
    await expect(d.take(chunks[1]![0])).rejects.toBeInstanceOf(DecodeStopped);
    await expect(d.take(chunks[2]![0])).rejects.toBeInstanceOf(DecodeStopped);
  });
});
