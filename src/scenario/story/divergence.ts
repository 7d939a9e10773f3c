import type { Step, Trace } from '../../model/trace';

/**
 * What a step did, as a comparable string: its time, actor and typed facts, the services each release
 * removed and the rows it changed. Key bytes are left out on purpose: they always differ between the key
 * variants, even where both runs do the same thing.
 */
function signature(s: Step): string {
  const { index: _i, state: _s, emitted: _e, releases, changes, ...facts } = s;
  return JSON.stringify([
    facts,
    releases.map((r) => [r.backend, r.service, r.removed.map((x) => x.service), r.rowDeleted]),
    changes,
  ]);
}

/** The first step index at which two runs of the same scenario differ in what they did. */
export function firstDivergence(a: Trace, b: Trace): number | undefined {
  const n = Math.min(a.steps.length, b.steps.length);
  for (let i = 0; i < n; i++) {
    if (signature(a.steps[i]!) !== signature(b.steps[i]!)) return i;
  }
  return a.steps.length === b.steps.length ? undefined : n;
}
