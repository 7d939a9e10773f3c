import type { KeyVariant } from '../../model/backendInstanceKey';
import { refuse, type DecodeResult } from '../../scenario/link/decodeLink';
import { DECODE_TIME_LIMIT_MS } from '../decode/decodeClient';
import {
  canSimulateOffThread,
  prestarted,
  takeWorker,
  type PrestartedRun,
  type SimWorker,
} from './simClient';
import type { SimReply, SimRequest, WorkerReply } from './simProtocol';

/**
 * A link holding a large scenario is read in a simulation worker, which goes straight on to simulate the key the
 * link shows (`SimRequest`'s `link`): the run starts as soon as the link is read, without a decode worker of its
 * own and a round trip through the page (about 100 ms before the simulation of a 2,000-Service link, more on a
 * busy machine). The page applies the link as usual; `simulateOffThread` of the scenario it read takes the
 * running worker over (`offerPrestarted`) with the replies posted meanwhile.
 */

/** The key a link shows first, from its `m=` alone: the one `simulateOffThread` puts first (buggy unless fixed). */
export const linkFirstKey = (hash: string): KeyVariant =>
  /(?:^|[#&])m=fixed(?:&|$)/.test(hash) ? 'fixed' : 'buggy';

/** Whether a link is read in a simulation worker here: a compressed scenario where workers can start. */
export const readsInSimWorker = (hash: string): boolean =>
  /(?:^|[#&])c=/.test(hash) && canSimulateOffThread() && import.meta.env.MODE !== 'offline';

/**
 * A worker's stand-in that holds its replies until a taker sets `onmessage`, then gives them to it in order (in a
 * microtask: before any reply that comes after) and every later one as it comes; errors likewise.
 */
function holding(worker: SimWorker): { held: SimWorker; hear: (m: SimReply) => void } {
  const buffer: SimReply[] = [];
  let taker: SimWorker['onmessage'] = null;
  const drain = () => {
    for (const data of buffer.splice(0)) taker?.({ data } as MessageEvent<SimReply>);
  };
  const held: SimWorker = {
    get onmessage() {
      return taker;
    },
    set onmessage(f) {
      taker = f;
      queueMicrotask(drain);
    },
    onerror: null,
    postMessage: (m: SimRequest) => worker.postMessage(m),
    terminate: () => worker.terminate(),
  };
  const hear = (m: SimReply) => {
    buffer.push(m);
    if (taker) drain();
  };
  return { held, hear };
}

/**
 * Reads `hash` in a simulation worker that then simulates `variant` of its scenario (offered for taking over until
 * `dropLinkRun` or the next offer). Resolves to the link read, like `decodeLinkOffThread`, and within the same
 * time limit: a worker that has not read the link by then, or fails, is ended and the link refused.
 */
export function readLinkInSimWorker(
  hash: string,
  variant: KeyVariant,
  limitMs = DECODE_TIME_LIMIT_MS,
): Promise<DecodeResult> {
  const worker = takeWorker();
  const { held, hear } = holding(worker);
  return new Promise((resolve) => {
    let read = false;
    const tooSlow = () => refuse('linkTooSlow', { limit: limitMs / 1000 });
    const timer = setTimeout(() => {
      worker.terminate();
      resolve(tooSlow());
    }, limitMs);
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const m = e.data;
      if (m.type !== 'decoded') return hear(m);
      read = true;
      clearTimeout(timer);
      const scenario = m.result.ok ? m.result.state.scenario : undefined;
      if (scenario) offerPrestarted({ scenario, worker: held });
      else worker.terminate();
      resolve(m.result);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      // Once read, the failure is the simulation's: its taker hears it.
      if (read) {
        if (held.onerror) held.onerror(e);
        else hear({ type: 'error', message: e.message || 'the simulation stopped unexpectedly' });
        return;
      }
      clearTimeout(timer);
      worker.terminate();
      resolve(tooSlow());
    };
    worker.postMessage({ link: hash, variant } satisfies SimRequest);
  });
}

/** Offers a prestarted run for taking over (null: none); one offered before and not taken is ended. */
export function offerPrestarted(run: PrestartedRun | null): void {
  if (prestarted.run && prestarted.run !== run) prestarted.run.worker.terminate();
  prestarted.run = run;
}

/** Ends the run of a link's scenario if nothing took it over (the page simulated it otherwise, or not at all). */
export function dropLinkRun(r: DecodeResult): void {
  if (r.ok && r.state.scenario && prestarted.run?.scenario === r.state.scenario) offerPrestarted(null);
}
