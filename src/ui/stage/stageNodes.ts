import type { L3n4Addr } from '../../model/l3n4Addr';
import {
  brokenSince,
  collateralServices,
  emptiedEntries,
  serviceEntries,
  sparedServices,
  viewStepAt,
} from '../../model/nodeHealth';
import type { ServiceName } from '../../model/serviceName';
import type { Trace } from '../../model/trace';

/** One node of a several-node run, compact: its name, ticker phase, the victim's key BPF row, its status. */
export interface NodeCard {
  name: string;
  /** Where in each 500 ms its agent's flush ticker fires: why this node broke or did not. */
  tickerPhaseMs: number;
  /** Node 0: the one the rest of the stage shows in detail. */
  detailed: boolean;
  /** The Service a prefix-matched release took (or spared) and its key BPF entry here (null: not programmed). */
  row: { service: ServiceName; address: L3n4Addr; count: number | null } | null;
  /** The Service whose entry has count 0 while its slices list endpoints (null: healthy now). */
  broken: ServiceName | null;
  /** Since when it is broken (ms). */
  since: number | null;
}

/**
 * The nodes of a run at one step, node 0 first; empty for a one-node run. Each node is read from its own
 * view at the step's time: the same control-plane writes, met by its own agent and ticker phase.
 */
export function nodeCards(trace: Trace, index: number): NodeCard[] {
  if (trace.nodes.length < 2 || !trace.views) return [];
  const at = trace.steps[Math.max(0, Math.min(index, trace.steps.length - 1))]!.at;
  const subject = collateralServices(trace)[0] ?? sparedServices(trace)[0] ?? null;
  // The key row is the address clients connect to, when they connect to that Service at all.
  const target = subject
    ? trace.steps.find((s) => s.kind === 'connect' && s.connect.service === subject)
    : undefined;
  const targetAddr = target?.kind === 'connect' ? target.connect.to : null;
  return trace.nodes.map((node, k) => {
    const steps = trace.views![k] ?? trace.steps;
    const s = viewStepAt(steps, at).state;
    const entries = subject ? serviceEntries(s, subject) : [];
    const key = entries.find((e) => e.frontend === targetAddr) ?? entries[0];
    const emptied = emptiedEntries(s);
    const broken = emptied.find((e) => e.service === subject) ?? emptied[0];
    return {
      name: node.name,
      tickerPhaseMs: node.tickerPhaseMs,
      detailed: k === 0,
      row: subject
        ? key
          ? { service: subject, address: key.frontend, count: key.count }
          : { service: subject, address: targetAddr ?? '', count: null }
        : null,
      broken: broken?.service ?? null,
      since: broken ? brokenSince(steps, at) : null,
    };
  });
}
