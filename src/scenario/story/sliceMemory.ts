import { serviceName, type ServiceName } from '../../model/serviceName';
import type { ClusterState, StepOf, Trace } from '../../model/trace';
import type { MixupStory } from './narrative';

/**
 * The slices of these Services whose bare name a slice of another namespace shares, with every Service that has
 * a slice of that name (these first): a release that remembers slices by namespace/name keeps them apart, where
 * one that remembers them by bare name mixes them up (cilium/cilium#43999, fixed in v1.18.8).
 */
export function keptApart(
  state: ClusterState,
  services: readonly ServiceName[],
): { slice: string; services: ServiceName[] }[] {
  if (!services.length) return [];
  const byName = new Map<string, Set<ServiceName>>();
  for (const s of Object.values(state.k8s.slices)) {
    let set = byName.get(s.name);
    if (!set) byName.set(s.name, (set = new Set()));
    set.add(serviceName(s.namespace, s.service));
  }
  const out: { slice: string; services: ServiceName[] }[] = [];
  for (const s of Object.values(state.k8s.slices)) {
    const own = serviceName(s.namespace, s.service);
    const all = byName.get(s.name)!;
    if (!services.includes(own) || all.size < 2 || out.some((o) => o.slice === s.name)) continue;
    out.push({ slice: s.name, services: [own, ...[...all].filter((x) => x !== own).sort()] });
  }
  return out;
}

/**
 * A flush's slice-memory facts (cilium/cilium#43999): the mixups that left a Service stale backends, or, on a
 * release that keeps slices apart, the same-named slices it kept apart (not on a first sync, where nothing is
 * remembered yet). Empty when neither: the incident's flushes carry no such facts.
 */
export function sliceMemoryFacts(
  trace: Trace,
  step: StepOf<'bufferFlush'>,
  firstSync: boolean,
  state: ClusterState,
): {
  mixups?: MixupStory[];
  keptApart?: { slice: string; services: ServiceName[] }[];
  release?: string | null;
} {
  const mixups = (step.mixups ?? []).filter((m) => m.stale.length > 0);
  const apart =
    trace.cilium.sliceMemoryByName || firstSync
      ? []
      : keptApart(
          state,
          step.keys.filter((k) => k.startsWith('eps:')).map((k) => k.slice(4)),
        );
  if (!mixups.length && !apart.length) return {};
  return {
    ...(mixups.length && { mixups }),
    ...(apart.length && { keptApart: apart }),
    release: trace.cilium.version,
  };
}
