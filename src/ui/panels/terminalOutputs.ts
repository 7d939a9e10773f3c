import { renderAgentCommand } from '../../model/render/agentExec';
import { renderBpfLbList } from '../../model/render/bpfLbList';
import { emittedUpTo } from '../../model/render/collect';
import { renderBackends, renderFrontends } from '../../model/render/dbShow';
import { renderEvents, renderGetEndpointSlices, renderGetServices } from '../../model/render/kubectl';
import { isCurl, renderAgentLog, renderAuditLog, renderCurl } from '../../model/render/logs';
import { renderServiceList } from '../../model/render/serviceList';
import type { Trace } from '../../model/trace';
import { comparableText, diffSides, type OutputLine } from './outputDiff';

export interface TerminalOutput {
  /** The accessible name of the panel: the command it shows. */
  name: string;
  command: string;
  text: string;
  /** A log (newest line last): shown from its end, like `tail -f`. */
  follow?: true;
  /** The text as compared between steps (clocks blanked, padding collapsed): computed once. */
  readonly comparable: string;
  /** The lines marked against the same output at the step before: diffed once, when first read. */
  readonly lines: OutputLine[];
}

const TAIL = 40;
const tail = (s: string) => s.split('\n').slice(-TAIL).join('\n');

/**
 * Moments kept per trace (a step, or a step seen at a later time for the ages it prints; each with its outputs'
 * texts and diffs, once read): stepping reuses neighbours.
 */
export const KEPT_STEPS = 400;

const cache = new WeakMap<Trace, Map<string, TerminalOutput[]>>();

/**
 * An output whose text, comparable form and diff are computed when first read, then kept: a panel that shows
 * each output in its own component renders them one by one (a deferred render can yield between them), and
 * one never read costs nothing. `before` is the same output at the step before.
 */
function output(
  o: Pick<TerminalOutput, 'name' | 'command' | 'follow'>,
  render: () => string,
  before: () => TerminalOutput | undefined,
): TerminalOutput {
  let text: string | undefined;
  let comparable: string | undefined;
  let lines: OutputLine[] | undefined;
  return {
    ...o,
    get text() {
      return (text ??= render());
    },
    get comparable() {
      return (comparable ??= comparableText(this.text));
    },
    get lines() {
      return (lines ??= diffSides(before(), this));
    },
  };
}

/** The one output whose text depends on the moment viewed (its `Since` ages), not the step alone. */
const AGED = 'db/show frontends';

/**
 * Every command output at one step of a trace (memoised per trace, step and moment: stepping reuses neighbours).
 * `viewedAt`: the moment viewed (the playhead, at or after the step's time), from which ages such as `db/show
 * frontends`' `Since` count; without it, the step's own time. Only that output is made per moment: the others
 * (their texts and diffs) are the step's own, shared by every moment viewed in it.
 */
export function terminalOutputs(
  trace: Trace,
  index: number,
  startTime: number,
  node: string,
  viewedAt?: number,
): TerminalOutput[] {
  let byStep = cache.get(trace);
  if (!byStep) cache.set(trace, (byStep = new Map()));
  const kept = (key: string, make: () => TerminalOutput[]) => {
    let out = byStep.get(key);
    if (!out) {
      if (byStep.size >= KEPT_STEPS) byStep.clear();
      byStep.set(key, (out = make()));
    }
    return out;
  };
  const own = kept(`${index}@`, () => computeOutputs(trace, index, startTime, node, undefined));
  const i = Math.max(0, Math.min(index, trace.steps.length - 1));
  if (viewedAt === undefined || viewedAt <= trace.steps[i]!.state.time) return own;
  return kept(`${index}@${viewedAt}`, () => {
    const later = computeOutputs(trace, index, startTime, node, viewedAt);
    return own.map((o, k) => (o.name === AGED ? sameDiffAs(later[k]!, o) : o));
  });
}

/**
 * `out` (an output seen at a later moment), whose diff is `own`'s (the step's own) where the two compare equal
 * (ages are clocks, blanked in the comparison): the same marks on its own lines, without diffing again.
 */
function sameDiffAs(out: TerminalOutput, own: TerminalOutput): TerminalOutput {
  let lines: OutputLine[] | undefined;
  return {
    name: out.name,
    command: out.command,
    ...(out.follow ? { follow: out.follow } : {}),
    get text() {
      return out.text;
    },
    get comparable() {
      return out.comparable;
    },
    get lines() {
      if (lines) return lines;
      if (out.comparable !== own.comparable) return (lines = out.lines);
      const cur = out.text.split('\n');
      let j = 0;
      return (lines = own.lines.map((l) => (l.kind === 'del' ? l : { text: cur[j++]!, kind: l.kind })));
    },
  };
}

function computeOutputs(
  trace: Trace,
  index: number,
  startTime: number,
  node: string,
  viewedAt: number | undefined,
): TerminalOutput[] {
  const i = Math.max(0, Math.min(index, trace.steps.length - 1));
  // The same output at the step before (the k-th: every step lists the same outputs in the same order).
  let k = 0;
  const o = (props: Pick<TerminalOutput, 'name' | 'command' | 'follow'>, render: () => string) => {
    const at = k++;
    return output(props, render, () =>
      i > 0 ? terminalOutputs(trace, i - 1, startTime, node)[at] : undefined,
    );
  };
  const state = trace.steps[i]!.state;
  const now = Math.max(state.time, viewedAt ?? state.time);
  const e = emittedUpTo(trace, i);
  const curls = e.connects.filter(isCurl);
  const agentNs = `kubectl -n kube-system exec ${state.agent.pod} --`;
  return [
    o(
      {
        name: 'cilium bpf lb list',
        command: `${agentNs} cilium bpf lb list`,
      },
      () => renderAgentCommand(state, renderBpfLbList),
    ),
    o(
      {
        name: 'cilium service list',
        command: `${agentNs} cilium service list`,
      },
      () => renderAgentCommand(state, renderServiceList),
    ),
    o(
      {
        name: 'db/show frontends',
        command: `${agentNs} cilium shell -- db/show frontends`,
      },
      () => renderAgentCommand(state, (s) => renderFrontends(s, now)),
    ),
    o(
      {
        name: 'db/show backends',
        command: `${agentNs} cilium shell -- db/show backends`,
      },
      () => renderAgentCommand(state, (s) => renderBackends(s, trace.nodes)),
    ),
    o(
      {
        name: 'kubectl get endpointslices',
        command: 'kubectl get endpointslices -A',
      },
      () => renderGetEndpointSlices(state),
    ),
    o({ name: 'kubectl get svc', command: 'kubectl get svc -A' }, () => renderGetServices(state)),
    o({ name: 'curl', command: `# on node ${node}` }, () =>
      curls.length ? renderCurl(curls[curls.length - 1]!) : '# no curl from the node yet',
    ),
    o(
      {
        name: 'cilium-agent log',
        follow: true,
        command: `kubectl -n kube-system logs ${state.agent.pod}`,
      },
      () => tail(renderAgentLog(e.agentLog, startTime)),
    ),
    o(
      {
        name: 'cilium-agent debug log',
        follow: true,
        command: '# the write-up’s instrumented agent: what the reflector processed',
      },
      () =>
        tail(
          renderAgentLog(
            e.agentLog.filter((l) => l.level === 'debug'),
            startTime,
            { debug: true },
          ),
        ),
    ),
    o(
      {
        name: 'audit log',
        follow: true,
        command: '# apiserver audit: services, endpointslices (not get/watch)',
      },
      () => tail(renderAuditLog(e.audit, startTime)),
    ),
    o(
      {
        name: 'kubectl get events',
        follow: true,
        command: 'kubectl get events -A',
      },
      () => tail(renderEvents(e.events, state.time)),
    ),
  ];
}
