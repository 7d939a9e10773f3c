import { describe, expect, it } from 'vitest';
import { packTrace, type PackedTrace } from '../../model/lazyState';
import { getPreset } from '../../scenario/presets';
import { runVariant } from '../runVariant';
import { encodeGraph } from './graphCodec';
import { postReply } from './postReply';
import type { SimReply } from './simProtocol';

const posted = (m: SimReply, chunkOps?: number) => {
  const out: [SimReply, Transferable[]][] = [];
  postReply(m, (r, t) => out.push([r, t]), chunkOps);
  return out;
};

describe('postReply', () => {
  const trace = packTrace(runVariant(getPreset('tke-incident')!.scenario, 'buggy'));

  it('posts a trace in chunks, each with its buffers transferred, the last one marked', () => {
    const out = posted({ type: 'trace', trace }, 1 << 12);
    expect(out.length).toBeGreaterThan(3);
    out.forEach(([m, transfer], i) => {
      if (m.type !== 'traceChunk') throw new Error(`posted a ${m.type}`);
      expect(m.last).toBe(i === out.length - 1);
      expect(transfer).toEqual([m.chunk.ops.buffer, m.chunk.lengths.buffer]);
    });
    const ops = out.reduce((n, [m]) => n + (m.type === 'traceChunk' ? m.chunk.ops.length : 0), 0);
    expect(ops).toBe(encodeGraph(trace).ops.length);
  });

  it('posts other replies as they are, and a trace it cannot encode as it is', () => {
    const progress: SimReply = { type: 'progress', fraction: 0.5 };
    expect(posted(progress)).toEqual([[progress, []]]);
    const odd = { ...trace, title: new Date(0) } as unknown as PackedTrace;
    const out = posted({ type: 'trace', trace: odd });
    expect(out).toHaveLength(1);
    expect(out[0]![0]).toEqual({ type: 'trace', trace: odd });
    expect(out[0]![1]).toEqual([]);
  });
});
