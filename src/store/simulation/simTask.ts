import { packTrace } from '../../model/lazyState';
import { analyzeTrace } from '../../scenario/story/analysis';
import { readVariantStory } from '../computeRuns';
import { runVariant } from '../runVariant';
import type { SimReply, SimRequest } from './simProtocol';

/** At most one progress message per this many ms: enough for a smooth bar. */
const PROGRESS_INTERVAL_MS = 50;

/**
 * Simulates the requested key variant and posts progress, then the trace, then its story (see `SimReply`). Runs in a
 * simulation worker, or in the page where no worker can start. `now` is the clock that paces progress.
 */
export function handleSimRequest(
  req: SimRequest,
  post: (m: SimReply) => void,
  now: () => number = () => performance.now(),
): void {
  try {
    let last = -Infinity;
    const trace = runVariant(req.scenario, req.variant, (fraction) => {
      const t = now();
      if (t - last < PROGRESS_INTERVAL_MS) return;
      last = t;
      post({ type: 'progress', fraction });
    });
    post({ type: 'trace', trace: packTrace(trace) });
    // The run's own story is read here too, off the page's thread (the page joins both runs' stories), while
    // the page takes in the trace.
    post({ type: 'story', story: readVariantStory(trace), analysis: analyzeTrace(trace) });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
}
