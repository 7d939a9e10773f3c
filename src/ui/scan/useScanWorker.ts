import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScanResult } from '../../scan/scanResult';
import type { ScanProblem, ScanReply, ScanRequest } from './scanProtocol';

/** A stand-in for the scan worker that runs the same task in the page (cancel just ignores its replies). */
function inPageScanner(): Worker {
  let live = true;
  const w = {
    onmessage: null as ((e: MessageEvent<ScanReply>) => void) | null,
    onerror: null,
    postMessage(req: ScanRequest) {
      void import('./scanTask').then(({ handleScan }) =>
        handleScan(req, (m) => live && w.onmessage?.({ data: m } as MessageEvent<ScanReply>)),
      );
    },
    terminate() {
      live = false;
    },
  };
  return w as unknown as Worker;
}

export type ScanState =
  | { phase: 'idle' }
  | { phase: 'running'; file: string; done: number; total: number }
  | { phase: 'done'; result: ScanResult }
  | { phase: 'problem'; problem: ScanProblem }
  | { phase: 'cancelled' };

/**
 * Runs scans in a Web Worker: one scan at a time, progress as it goes, and cancel (which terminates the worker,
 * so even a parse in the middle of a large file stops at once).
 */
export function useScanWorker() {
  const [state, setState] = useState<ScanState>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const run = useCallback(
    (req: ScanRequest) => {
      stop();
      // The one-file offline build cannot load a worker file from file://: it scans in the page instead.
      const w =
        import.meta.env.MODE === 'offline'
          ? inPageScanner()
          : new Worker(new URL('./scanWorker.ts', import.meta.url), { type: 'module' });
      worker.current = w;
      setState({ phase: 'running', file: req.inputs[0]?.name ?? '', done: 0, total: req.inputs.length });
      w.onmessage = (e: MessageEvent<ScanReply>) => {
        const m = e.data;
        if (m.type === 'progress') setState({ phase: 'running', file: m.file, done: m.done, total: m.total });
        else {
          setState(
            m.type === 'result'
              ? { phase: 'done', result: m.result }
              : { phase: 'problem', problem: m.problem },
          );
          stop();
        }
      };
      w.onerror = (e) => {
        setState({
          phase: 'problem',
          problem: { file: '', code: 'usage', message: e.message, detail: e.message },
        });
        stop();
      };
      w.postMessage(req);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: 'cancelled' });
  }, [stop]);

  return { state, run, cancel };
}
