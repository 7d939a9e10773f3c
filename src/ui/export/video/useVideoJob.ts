import { useCallback, useEffect, useRef, useState } from 'react';
import { renderVideo, type Progress, type VideoJob, type VideoResult } from './renderVideo';

export type JobState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: Progress }
  | { phase: 'done'; result: VideoResult }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: string };

/** Runs one video export at a time, with progress and cancel; closing the dialog cancels a running one. */
export function useVideoJob() {
  const [state, setState] = useState<JobState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const run = useCallback(async (job: VideoJob) => {
    abort.current?.abort();
    const ctl = new AbortController();
    abort.current = ctl;
    setState({ phase: 'running', progress: { done: 0, total: job.frames.length, phase: 'frames' } });
    // Progress renders at most every 100 ms: re-rendering the dialog per frame would slow the export.
    let shown = 0;
    try {
      const result = await renderVideo(job, {
        signal: ctl.signal,
        onProgress: (p) => {
          const t = performance.now();
          if (p.phase === 'frames' && p.done < p.total && t - shown < 100) return;
          shown = t;
          setState({ phase: 'running', progress: p });
        },
      });
      if (!ctl.signal.aborted) setState({ phase: 'done', result });
    } catch (e) {
      if (ctl.signal.aborted) setState({ phase: 'cancelled' });
      else setState({ phase: 'failed', error: e instanceof Error ? e.message : String(e) });
    }
  }, []);
  const cancel = useCallback(() => abort.current?.abort(), []);
  return { state, run, cancel };
}
