import { compareAddr } from './l3n4Addr';
import { bpfTableRows } from './render/bpfLbList';
import { emittedUpTo } from './render/collect';
import { pmValues } from './pmap';
import { stepSummary } from './stepSummary';
import type { Trace } from './trace';

/** The state at one step as plain JSON (the CLI's `--format json`). */
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
    steps: trace.steps
      .slice(0, step.index + 1)
      .map((st) => ({ at: st.at, actor: st.actor, kind: st.kind, summary: stepSummary(st) })),
  };
}
