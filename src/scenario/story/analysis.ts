import type { L3n4Addr } from '../../model/l3n4Addr';
import { pmGet } from '../../model/pmap';
import type { ServiceName } from '../../model/serviceName';
import type { ClusterState, Step, Trace } from '../../model/trace';

/** A frontend or BPF entry whose backend count changed at a step. */
export interface CountDelta {
  address: L3n4Addr;
  service: ServiceName;
  /** null: the row did not exist before / no longer exists. */
  before: number | null;
  after: number | null;
}

/** What a whole run did, for narration, chapters and beats (computed once per trace). */
export interface TraceAnalysis {
  /** Services that lost an instance to a prefix-matched release in this run. */
  victims: ReadonlySet<ServiceName>;
  /** Services whose name starts with a released name, kept by the fixed key's terminator. */
  spared: ReadonlySet<ServiceName>;
  /** The step at which each victim lost its instance (first time). */
  lostAt: ReadonlyMap<ServiceName, number>;
  /** The step at which the fixed key first spared each spared Service. */
  sparedAt: ReadonlyMap<ServiceName, number>;
  /**
   * Per victim, the spans of steps [from, to) during which its instance is gone: from the release that took it
   * until the agent next processes its EndpointSlices (a slice change, or a relist after a restart), which gives
   * the instance back (`to` is the steps' length while that never happens).
   */
  lostSpans: ReadonlyMap<ServiceName, readonly (readonly [number, number])[]>;
  /** Per step: frontends whose snapshot's backend count changed. */
  frontendDeltas: readonly CountDelta[][];
  /** Per step: BPF master entries whose count changed (or appeared / went away). */
  bpfDeltas: readonly CountDelta[][];
}

const cache = new WeakMap<Trace, TraceAnalysis>();

function frontendDeltas(prev: ClusterState | undefined, step: Step): CountDelta[] {
  const seen = new Set<L3n4Addr>();
  const out: CountDelta[] = [];
  for (const c of step.changes) {
    if (c.table !== 'frontends' || seen.has(c.key)) continue;
    seen.add(c.key);
    const before = prev ? (pmGet(prev.agent.tables.frontends, c.key)?.backends.length ?? null) : null;
    const after = pmGet(step.state.agent.tables.frontends, c.key)?.backends.length ?? null;
    if (before !== after) out.push({ address: c.key, service: c.service, before, after });
  }
  return out;
}

function bpfDeltas(step: Step): CountDelta[] {
  return step.changes.flatMap((c) =>
    c.table === 'bpf' && (c.op === 'delete' || c.count !== c.was)
      ? [
          {
            address: c.key,
            service: c.service,
            before: c.was ?? null,
            after: c.op === 'delete' ? null : c.count!,
          },
        ]
      : [],
  );
}

/** Analyses a trace once (memoised per trace object). */
export function analyzeTrace(trace: Trace): TraceAnalysis {
  const hit = cache.get(trace);
  if (hit) return hit;
  const victims = new Set<ServiceName>();
  const spared = new Set<ServiceName>();
  const lostAt = new Map<ServiceName, number>();
  const sparedAt = new Map<ServiceName, number>();
  for (const s of trace.steps) {
    for (const r of s.releases) {
      for (const v of r.collateral) {
        victims.add(v);
        if (!lostAt.has(v)) lostAt.set(v, s.index);
      }
      for (const v of r.spared) {
        spared.add(v);
        if (!sparedAt.has(v)) sparedAt.set(v, s.index);
      }
    }
  }
  const a: TraceAnalysis = {
    victims,
    spared,
    lostAt,
    sparedAt,
    lostSpans: lostSpansOf(trace, victims),
    frontendDeltas: trace.steps.map((s, i) => frontendDeltas(trace.steps[i - 1]?.state, s)),
    bpfDeltas: trace.steps.map(bpfDeltas),
  };
  cache.set(trace, a);
  return a;
}

/** When each victim's instance is gone: opened by a release that takes it, closed by its slices' next processing. */
function lostSpansOf(trace: Trace, victims: ReadonlySet<ServiceName>) {
  const spans = new Map<ServiceName, [number, number][]>();
  if (!victims.size) return spans;
  const open = new Map<ServiceName, number>();
  for (const s of trace.steps) {
    if (s.kind === 'bufferFlush')
      for (const [v, from] of open)
        if (s.keys.includes(`eps:${v}`) && !s.releases.some((r) => r.collateral.includes(v))) {
          spans.get(v)!.push([from, s.index]);
          open.delete(v);
        }
    for (const r of s.releases)
      for (const v of r.collateral)
        if (!open.has(v)) {
          open.set(v, s.index);
          if (!spans.has(v)) spans.set(v, []);
        }
  }
  for (const [v, from] of open) spans.get(v)!.push([from, trace.steps.length]);
  return spans;
}

/**
 * Whether a Service's instance is gone at a step because a prefix-matched release took it (from the release's
 * step on, until its slices are processed again). `after`: only from the step after the release.
 */
export function isLost(a: TraceAnalysis, service: ServiceName, index: number, after = false): boolean {
  return (a.lostSpans.get(service) ?? []).some(
    ([from, to]) => (after ? from < index : from <= index) && index < to,
  );
}

/**
 * Hands in the analysis of `trace` computed elsewhere (a simulation worker analyses its run to read its story):
 * on the page, `analyzeTrace` would otherwise read every step's state again, rebuilding each lazy one.
 */
export function primeAnalysis(trace: Trace, analysis: TraceAnalysis): void {
  cache.set(trace, analysis);
}

/** Did anything a viewer should notice change its backend count at this step? */
export function countChanged(a: TraceAnalysis, index: number): { lost: boolean; regained: boolean } {
  const ds = [...(a.frontendDeltas[index] ?? []), ...(a.bpfDeltas[index] ?? [])];
  // The first sync (nothing → something) is a start, not a regain.
  return {
    lost: ds.some((d) => d.before !== null && (d.after ?? 0) < d.before),
    regained: ds.some((d) => d.before !== null && d.after !== null && d.after > d.before),
  };
}

/** A Service's part in the story as of a step: it already lost its instance, was already spared, or neither. */
export function roleAt(a: TraceAnalysis, service: ServiceName, index: number): 'victim' | 'spared' | 'other' {
  if (isLost(a, service, index, true)) return 'victim';
  if ((a.sparedAt.get(service) ?? Infinity) < index) return 'spared';
  return 'other';
}
