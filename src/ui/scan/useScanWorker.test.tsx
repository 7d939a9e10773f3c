// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScanReply } from './scanProtocol';
import { useScanWorker } from './useScanWorker';

/** A stand-in Worker: records what the page sends and lets the test answer. */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: ((e: { data: ScanReply }) => void) | null = null;
  onerror: ((e: { message: string }) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(m: unknown) {
    this.sent.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  reply(m: ScanReply) {
    this.onmessage?.({ data: m });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('useScanWorker', () => {
  it('shows progress while the worker scans, and cancel terminates it at once', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { result } = renderHook(() => useScanWorker());
    act(() =>
      result.current.run({
        inputs: [
          { name: 'a.yaml', blob: new Blob(['x']) },
          { name: 'b.yaml', blob: new Blob(['y']) },
        ],
      }),
    );
    const w = FakeWorker.last!;
    expect(w.sent).toHaveLength(1);
    act(() => w.reply({ type: 'progress', file: 'b.yaml', done: 1, total: 2 }));
    expect(result.current.state).toEqual({ phase: 'running', file: 'b.yaml', done: 1, total: 2 });
    act(() => result.current.cancel());
    expect(w.terminated).toBe(true);
    expect(result.current.state).toEqual({ phase: 'cancelled' });
  });

  it('a problem ends the scan and frees the worker', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { result } = renderHook(() => useScanWorker());
    act(() => result.current.run({ inputs: [{ name: 's.yaml', blob: new Blob(['x']) }] }));
    const w = FakeWorker.last!;
    act(() =>
      w.reply({
        type: 'problem',
        problem: { file: 's.yaml', code: 'wrong-kind', detail: '1 Secret', message: '…' },
      }),
    );
    expect(result.current.state).toMatchObject({ phase: 'problem', problem: { code: 'wrong-kind' } });
    expect(w.terminated).toBe(true);
  });
});
