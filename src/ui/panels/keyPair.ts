import type { Trace } from '../../model/trace';
import type { ScenarioV1 } from '../../scenario/types';

/**
 * Which two service names the key inspector compares: the released service and a victim of the prefix
 * match when the run has one, otherwise the scenario's most instructive pair.
 */
export function keyPair(trace: Trace, scenario: ScenarioV1): [string, string] {
  for (const s of trace.steps) {
    for (const r of s.releases) {
      if (r.collateral[0]) return [r.service, r.collateral[0]];
    }
  }
  const names = [
    ...(scenario.apiserver ? ['default/kubernetes'] : []),
    ...scenario.services.map((s) => `${s.namespace}/${s.name}`),
  ].filter((n, i, a) => a.indexOf(n) === i);
  for (const s of trace.steps) {
    for (const r of s.releases) {
      const other = r.before.find((b) => b.service !== r.service);
      if (other) return [r.service, other.service];
    }
  }
  for (const a of names) for (const b of names) if (a !== b && b.startsWith(a)) return [a, b];
  return [names[0] ?? 'default/a', names[1] ?? 'default/b'];
}
