import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decoyObjects, incidentObjects, list } from '../../scan/fixtures';
import type { ScanReply, ScanRequest } from './scanProtocol';

// The worker module installs `self.onmessage`; in Node, give it a `self` that records what it posts.
const posted: ScanReply[] = [];
const scope = {
  postMessage: (m: ScanReply) => posted.push(m),
  onmessage: null as null | ((e: unknown) => Promise<void>),
};
beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('./scanWorker');
});
afterEach(() => {
  posted.length = 0;
});

const ask = async (req: ScanRequest) => {
  await scope.onmessage!({ data: req });
  return posted;
};

describe('scan worker', () => {
  it('reports progress, then the result', async () => {
    const text = JSON.stringify(list([...incidentObjects(), ...decoyObjects()]));
    const out = await ask({ inputs: [{ name: 'd.json', blob: new Blob([text]) }], ciliumVersion: 'v1.18.6' });
    expect(out[0]).toEqual({ type: 'progress', file: 'd.json', done: 0, total: 1 });
    const last = out.at(-1)!;
    expect(last.type).toBe('result');
    if (last.type === 'result') expect(last.result.exposure.pairs).toHaveLength(2);
  });

  it('refuses a 200 MB file before reading a byte of it', async () => {
    const blob = new Blob(['{}']);
    const read = vi.spyOn(blob, 'arrayBuffer');
    Object.defineProperty(blob, 'size', { value: 200 * 1024 * 1024 });
    const out = await ask({ inputs: [{ name: 'huge.yaml', blob }] });
    expect(out.at(-1)).toEqual({
      type: 'problem',
      problem: expect.objectContaining({
        file: 'huge.yaml',
        code: 'too-large',
        detail: '200.0 MB > 100.0 MB',
      }),
    });
    expect(read).not.toHaveBeenCalled();
  });

  it('reads only the files of an unpacked sysdump that it needs', async () => {
    const [k, ki, ks, kis] = incidentObjects();
    const unused = new Blob(['not: [yaml']);
    const read = vi.spyOn(unused, 'arrayBuffer');
    const out = await ask({
      inputs: [
        { name: 'sd/k8s-services-1.yaml', blob: new Blob([JSON.stringify(list([k, ki]))]) },
        { name: 'sd/k8s-endpointslices-1.yaml', blob: new Blob([JSON.stringify(list([ks, kis]))]) },
        { name: 'sd/k8s-pods-1.yaml', blob: unused },
      ],
    });
    expect(out.at(-1)?.type).toBe('result');
    expect(read).not.toHaveBeenCalled();
  });
});
