import { backendRows } from './backend';
import { compareAddr } from './l3n4Addr';
import {
  brokenSince,
  collateralServices,
  sparedServices,
  emptiedEntries,
  serviceEntries,
  viewStepAt,
} from './nodeHealth';
import type { ServiceName } from './serviceName';
import { bpfTableRows } from './render/bpfLbList';
import { emittedUpTo } from './render/collect';
import { pmValues } from './pmap';
import { stepSummary } from './stepSummary';
import type { Step, Trace, TraceNode } from './trace';

/**
 * One node at a moment: its agent, its BPF map, whether any entry lost backends its slices still list (and
 * since when), and the BPF entries of the Services a prefix-matched release took or spared (on any node).
 */
function nodeSummary(node: TraceNode, steps: readonly Step[], at: number, victims: ServiceName[]) {
  const step = viewStepAt(steps, at);
  const s = step.state;
  return {
    name: node.name,
    ip: node.ip,
    // The pod at this moment: a rollout replaces the node's first pod by one with a new name.
    pod: s.agent.pod,
    tickerPhaseMs: node.tickerPhaseMs,
    agent: { phase: s.agent.phase, restarts: s.agent.restarts, watchConnected: s.agent.watch.connected },
    bpf: bpfTableRows(s),
    broken: emptiedEntries(s).map((e) => e.frontend),
    /** Since when the current breakage lasts (ms; null: healthy now). */
    brokenSince: brokenSince(steps, at),
    /** Releases on this node so far that removed another Service's instance. */
    collateral: [
      ...new Set(steps.slice(0, step.index + 1).flatMap((x) => x.releases.flatMap((r) => r.collateral))),
    ].sort(),
    /** The Services a prefix-matched release took (or, fixed key, spared) on any node: their entries here. */
    prefixMatched: victims.map((service) => ({
      service,
      entries: serviceEntries(s, service).map(({ frontend, count }) => ({ frontend, count })),
    })),
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
  const victims = [...new Set([...collateralServices(trace), ...sparedServices(trace)])];
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
    backends: backendRows(s.agent.tables.backends)
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
    nodes: trace.nodes.map((n, k) => nodeSummary(n, trace.views?.[k] ?? trace.steps, s.time, victims)),
    steps: trace.steps
      .slice(0, step.index + 1)
      .map((st) => ({ at: st.at, actor: st.actor, kind: st.kind, summary: stepSummary(st) })),
  };
}
