import { readStory, runVariant, type RunsProgress } from '../computeRuns';
import type { SimReply, SimRequest } from './simProtocol';

/** At most this many progress messages per second of work: enough for a smooth bar. */
const PROGRESS_INTERVAL_MS = 50;

/**
 * Computes the runs of a scenario and posts them piecewise (see `SimReply`). Runs in the simulation worker, or
 * in the page where no worker can start. `now` is the clock that paces progress messages.
 */
export function handleSimRequest(
  req: SimRequest,
  post: (m: SimReply) => void,
  now: () => number = () => performance.now(),
): void {
  try {
    let last = -Infinity;
    const progress: RunsProgress = (fraction, phase) => {
      const t = now();
      if (t - last < PROGRESS_INTERVAL_MS) return;
      last = t;
      post({ type: 'progress', fraction, phase });
    };
    // Each trace leaves as soon as it exists: the page takes in the buggy run while the fixed one is simulated.
    const buggy = runVariant(req.scenario, 'buggy', progress);
    post({ type: 'trace', variant: 'buggy', trace: buggy });
    const fixed = runVariant(req.scenario, 'fixed', progress);
    post({ type: 'trace', variant: 'fixed', trace: fixed });
    progress(0.95, 'story');
    post({ type: 'story', story: readStory(req.scenario, buggy, fixed) });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
}
