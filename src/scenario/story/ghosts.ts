import type { L3n4Addr } from '../../model/l3n4Addr';
import type { ServiceName } from '../../model/serviceName';
import type { Trace } from '../../model/trace';

/**
 * An instance a prefix-matched release took, while nothing shows it yet: from the step after the release until
 * the agent next processes an event of its Service (which refreshes its frontends, or gives it back its
 * instance). Until then the frontends and the BPF map still show the old backends, and only the backends
 * table lacks the instance: the stage keeps drawing it, as a ghost, so that the damage stays visible.
 */
export interface LostInstance {
  backend: L3n4Addr;
  service: ServiceName;
  /** The Service whose release took it. */
  releasedBy: ServiceName;
  /** The release's step and simulated time. */
  step: number;
  at: number;
  /** The first step at which it is no longer drawn (the steps' length when that never happens). */
  until: number;
}

const cache = new WeakMap<Trace, LostInstance[]>();

/** Every instance a prefix-matched release took in a run, with how long it stays unnoticed (memoised). */
export function lostInstances(trace: Trace): LostInstance[] {
  const hit = cache.get(trace);
  if (hit) return hit;
  const out: LostInstance[] = [];
  for (const s of trace.steps) {
    for (const r of s.releases) {
      for (const service of r.collateral) {
        const processed = trace.steps.find(
          (x) =>
            x.index > s.index &&
            x.kind === 'bufferFlush' &&
            (x.keys.includes(`svc:${service}`) || x.keys.includes(`eps:${service}`)),
        );
        out.push({
          backend: r.backend,
          service,
          releasedBy: r.service,
          step: s.index,
          at: s.at,
          until: processed?.index ?? trace.steps.length,
        });
      }
    }
  }
  cache.set(trace, out);
  return out;
}

/** The lost instances the stage draws as ghosts at a step (the release's own step draws the release itself). */
export function ghostsAt(trace: Trace, index: number): LostInstance[] {
  return lostInstances(trace).filter((g) => g.step < index && index < g.until);
}
