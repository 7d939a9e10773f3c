import { compareAddr } from './l3n4Addr';
import { bpfTableRows } from './render/bpfLbList';
import { emittedUpTo } from './render/collect';
import { pmValues } from './pmap';
import { stepSummary } from './stepSummary';
import { stepIndexAt } from './render/collect';
import type { ClusterState, Step, Trace, TraceNode } from './trace';

/** Frontend rows of the BPF map whose master entry has count 0 while the Service's slices list endpoints. */
function emptiedEntries(s: ClusterState): string[] {
  const listed = new Set<string>();
  for (const sl of Object.values(s.k8s.slices))
    if (sl.endpoints?.length) listed.add(`${sl.namespace}/${sl.service}`);
  return pmValues(s.bpf.services)
    .filter((e) => e.backends.length === 0 && listed.has(e.service))
    .map((e) => e.frontend)
    .sort(compareAddr);
}

/** One node at a moment: its agent, its BPF map, and whether any entry lost backends its slices still list. */
function nodeSummary(node: TraceNode, steps: readonly Step[], at: number) {
  const step = steps[Math.max(0, stepIndexAt({ steps }, at))]!;
  const s = step.state;
  const broken = emptiedEntries(s);
  return {
    name: node.name,
    ip: node.ip,
    pod: node.pod,
    tickerPhaseMs: node.tickerPhaseMs,
    agent: { phase: s.agent.phase, restarts: s.agent.restarts, watchConnected: s.agent.watch.connected },
    bpf: bpfTableRows(s),
    broken,
    /** Releases on this node so far that removed another Service's instance. */
    collateral: [
      ...new Set(steps.slice(0, step.index + 1).flatMap((x) => x.releases.flatMap((r) => r.collateral))),
    ].sort(),
  };
}

/**
 * The state at one step as plain JSON (the CLI's `--format json`): node 0's tables, map and connects at
 * the top level (as always), and every node's agent and BPF map under `nodes`.
 */
export function summarize(trace: Trace, index: number) {
  const step = trace.steps[Math.max(0, Math.min(index, trace.steps.length - 1))]!;
  const s = step.state;
  const emitted = emittedUpTo(trace, step.index);
  return {
    mode: trace.variant,
    title: trace.title,
    at: s.time,
    step: step.index,
    frontends: pmValues(s.agent.tables.frontends)
      .sort((a, b) => compareAddr(a.address, b.address))
      .map((fe) => ({
        address: fe.address,
        type: fe.type,
        service: fe.serviceName,
        backends: fe.backends,
        status: fe.status,
      })),
    backends: pmValues(s.agent.tables.backends)
      .sort((a, b) => compareAddr(a.address, b.address))
      .map((be) => ({ address: be.address, instances: be.instances.map((e) => e.key.serviceName) })),
    bpf: bpfTableRows(s),
    connects: emitted.connects.map((c) => ({
      at: c.at,
      client: c.client,
      to: c.to,
      result: c.result,
      path: c.path,
      ...(c.backend ? { backend: c.backend } : {}),
    })),
    agent: { phase: s.agent.phase, restarts: s.agent.restarts, watchConnected: s.agent.watch.connected },
    nodes: trace.nodes.map((n, k) => nodeSummary(n, trace.views?.[k] ?? trace.steps, s.time)),
    steps: trace.steps
      .slice(0, step.index + 1)
      .map((st) => ({ at: st.at, actor: st.actor, kind: st.kind, summary: stepSummary(st) })),
  };
}
