import { renderBackends, renderFrontends } from './render/dbShow';
import { renderBpfLbList } from './render/bpfLbList';
import { renderServiceList } from './render/serviceList';
import { changeDetail, stepSummary } from './stepSummary';
import type { Trace } from './trace';

/**
 * A readable, diff-friendly serialisation of a trace: every step with what it changed, then the final
 * command outputs. Golden files are made of it.
 */
export function serializeTrace(trace: Trace): string {
  const out: string[] = [`# ${trace.title} — ${trace.variant} key`, ''];
  for (const s of trace.steps) {
    out.push(`#${s.index} t=${s.at}ms ${s.actor} ${s.kind}: ${stepSummary(s)}`);
    for (const c of s.changes) {
      const detail = changeDetail(c);
      out.push(`    ${c.op} ${c.table} ${c.key}${detail ? ` (${detail})` : ''}`);
    }
    for (const r of s.releases) {
      out.push(
        `    backendRelease(${r.backend}, ${r.service}) prefix=${r.prefixHex}${r.shortcut ? ' shortcut' : ''} removed=[${r.removed
          .map((x) => x.service)
          .join(', ')}]${r.rowDeleted ? ' row deleted' : ''}`,
      );
    }
    for (const c of s.emitted.connects ?? [])
      out.push(`    connect ${c.to} → ${c.result} via ${c.path}${c.backend ? ` (${c.backend})` : ''}`);
  }
  const last = trace.steps[trace.steps.length - 1];
  if (last) {
    out.push('', '$ cilium bpf lb list', renderBpfLbList(last.state));
    out.push('', '$ cilium service list', renderServiceList(last.state));
    out.push('', '$ cilium shell -- db/show frontends', renderFrontends(last.state));
    out.push('', '$ cilium shell -- db/show backends', renderBackends(last.state, trace.nodes));
  }
  return out.join('\n') + '\n';
}
