import { renderAgentCommand } from '../../model/render/agentExec';
import { renderBpfLbList } from '../../model/render/bpfLbList';
import { emittedUpTo } from '../../model/render/collect';
import { renderBackends, renderFrontends } from '../../model/render/dbShow';
import { renderEvents, renderGetEndpointSlices, renderGetServices } from '../../model/render/kubectl';
import { renderAgentLog, renderAuditLog, renderCurl } from '../../model/render/logs';
import { renderServiceList } from '../../model/render/serviceList';
import type { Trace } from '../../model/trace';

export interface TerminalOutput {
  /** The accessible name of the panel: the command it shows. */
  name: string;
  command: string;
  text: string;
  /** A log (newest line last): shown from its end, like `tail -f`. */
  follow?: true;
}

const TAIL = 40;
const tail = (s: string) => s.split('\n').slice(-TAIL).join('\n');

const cache = new WeakMap<Trace, Map<number, TerminalOutput[]>>();

/** Every command output at one step of a trace (memoised per trace and step: stepping reuses neighbours). */
export function terminalOutputs(
  trace: Trace,
  index: number,
  startTime: number,
  node: string,
): TerminalOutput[] {
  let byStep = cache.get(trace);
  if (!byStep) cache.set(trace, (byStep = new Map()));
  let out = byStep.get(index);
  if (!out) {
    if (byStep.size > 400) byStep.clear();
    byStep.set(index, (out = computeOutputs(trace, index, startTime, node)));
  }
  return out;
}

function computeOutputs(trace: Trace, index: number, startTime: number, node: string): TerminalOutput[] {
  const i = Math.max(0, Math.min(index, trace.steps.length - 1));
  const state = trace.steps[i]!.state;
  const e = emittedUpTo(trace, i);
  const curls = e.connects.filter((c) => c.client !== 'cilium-agent');
  const agentNs = `kubectl -n kube-system exec ${state.agent.pod} --`;
  return [
    {
      name: 'cilium bpf lb list',
      command: `${agentNs} cilium bpf lb list`,
      text: renderAgentCommand(state, renderBpfLbList),
    },
    {
      name: 'cilium service list',
      command: `${agentNs} cilium service list`,
      text: renderAgentCommand(state, renderServiceList),
    },
    {
      name: 'db/show frontends',
      command: `${agentNs} cilium shell -- db/show frontends`,
      text: renderAgentCommand(state, renderFrontends),
    },
    {
      name: 'db/show backends',
      command: `${agentNs} cilium shell -- db/show backends`,
      text: renderAgentCommand(state, (s) => renderBackends(s, trace.nodes)),
    },
    {
      name: 'kubectl get endpointslices',
      command: 'kubectl get endpointslices -A',
      text: renderGetEndpointSlices(state),
    },
    { name: 'kubectl get svc', command: 'kubectl get svc -A', text: renderGetServices(state) },
    {
      name: 'curl',
      command: `# on node ${node}`,
      text: curls.length ? renderCurl(curls[curls.length - 1]!) : '# no curl from the node yet',
    },
    {
      name: 'cilium-agent log',
      follow: true,
      command: `kubectl -n kube-system logs ${state.agent.pod}`,
      text: tail(renderAgentLog(e.agentLog, startTime)),
    },
    {
      name: 'cilium-agent debug log',
      follow: true,
      command: '# the write-up’s instrumented agent: what the reflector processed',
      text: tail(
        renderAgentLog(
          e.agentLog.filter((l) => l.level === 'debug'),
          startTime,
          { debug: true },
        ),
      ),
    },
    {
      name: 'audit log',
      follow: true,
      command: '# apiserver audit: services, endpointslices (not get/watch)',
      text: tail(renderAuditLog(e.audit, startTime)),
    },
    {
      name: 'kubectl get events',
      follow: true,
      command: 'kubectl get events -A',
      text: tail(renderEvents(e.events, state.time)),
    },
  ];
}
