import { packTrace } from '../../model/lazyState';
import { decodeLinkHash } from '../../scenario/link/decodeLink';
import { analyzeTrace } from '../../scenario/story/analysis';
import type { ScenarioV1 } from '../../scenario/types';
import { readVariantStory } from '../computeRuns';
import { runVariant } from '../runVariant';
import type { SimRequest, WorkerReply } from './simProtocol';

/** At most one progress message per this many ms: enough for a smooth bar. */
const PROGRESS_INTERVAL_MS = 50;

/**
 * Simulates the requested key variant and posts progress, then the trace, then its story (see `SimReply`). Runs in a
 * simulation worker, or in the page where no worker can start. `now` is the clock that paces progress. A link is
 * read first (`decoded`); one without a scenario, or a bad one, ends there.
 */
export function handleSimRequest(
  req: SimRequest,
  post: (m: WorkerReply) => void,
  now: () => number = () => performance.now(),
): void {
  let scenario: ScenarioV1;
  if ('link' in req) {
    const result = decodeLinkHash(req.link);
    post({ type: 'decoded', result });
    if (!result.ok || !result.state.scenario) return;
    scenario = result.state.scenario;
  } else scenario = req.scenario;
  try {
    let last = -Infinity;
    const trace = runVariant(scenario, req.variant, (fraction) => {
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
