import type { Step, Trace } from '../../model/trace';

/** Fields a signature leaves out or writes itself (`state` is never read: a lazy step rebuilds it when read). */
const NOT_FACTS = new Set(['index', 'state', 'emitted', 'releases', 'changes']);

/**
 * What a step did, as a comparable string: its time, actor and typed facts, the services each release
 * removed and the rows it changed. Key bytes are left out on purpose: they always differ between the key
 * variants, even where both runs do the same thing.
 */
function signature(s: Step): string {
  const facts: Record<string, unknown> = {};
  for (const k of Object.keys(s)) if (!NOT_FACTS.has(k)) facts[k] = s[k as keyof Step];
  return JSON.stringify([
    facts,
    s.releases.map((r) => [r.backend, r.service, r.removed.map((x) => x.service), r.rowDeleted]),
    s.changes,
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
