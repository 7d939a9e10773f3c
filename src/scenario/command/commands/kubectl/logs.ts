import { renderLogLine } from '../../../../model/render/logs';
import type { LogLine } from '../../../../model/trace';
import { toSimInput } from '../../../toSimInput';
import { defineCommand, type RunContext } from '../../decl';
import { nodeView, podNode } from '../../kube/agents';
import { agentPodNames, flagText, namespaceOf } from '../common';

const CONTAINERS = ['cilium-agent', 'config'] as const;

/**
 * Node k's agent log lines, one list per container instance of the pod at the playhead: each restart begins a
 * new one, and a rollout's new pod begins with none before it (`-p` then finds no previous container).
 * `ran`: whether the agent container itself started in that instance (its `config` init container succeeded).
 */
function instances(ctx: RunContext, node: number) {
  const v = nodeView(ctx, node);
  const out: { lines: LogLine[]; ran: boolean }[] = [{ lines: [], ran: false }];
  for (let i = 0; i <= v.step; i++) {
    const s = v.steps[i]!;
    // What a start step carries was written before it, by the instance that ended.
    out.at(-1)!.lines.push(...(s.emitted.agentLog ?? []));
    if (s.kind === 'agentStart' && i > 0) {
      if (s.replaces) out.length = 0; // the old pod's containers are not this pod's
      out.push({ lines: [], ran: false });
    }
    if (s.state.agent.phase === 'running') out.at(-1)!.ran = true;
  }
  return out;
}

export const logs = defineCommand({
  path: ['kubectl', 'logs'],
  synopsis: 'kubectl -n kube-system logs ds/cilium|POD [-c cilium-agent|config] [-p] [--tail N]',
  summary: {
    en: 'an agent pod’s log at the playhead: the agent container’s, or its config init container’s',
    zh: '播放头时刻 agent Pod 的日志：agent 容器的，或其 config 初始化容器的',
  },
  group: 'read',
  args: [{ name: 'POD', complete: agentPodNames }],
  flags: [
    {
      long: 'container',
      short: 'c',
      kind: 'string',
      value: 'NAME',
      help: { en: 'cilium-agent (default) or config', zh: 'cilium-agent（默认）或 config' },
      complete: () => CONTAINERS,
    },
    {
      long: 'previous',
      short: 'p',
      kind: 'bool',
      help: { en: 'the previous instance of the container', zh: '容器的上一个实例' },
    },
    { long: 'tail', kind: 'int', value: 'N', help: { en: 'only the last N lines', zh: '只看最后 N 行' } },
    {
      long: 'follow',
      short: 'f',
      kind: 'bool',
      help: { en: 'ignored: the log up to the playhead', zh: '忽略：输出截至播放头的日志' },
    },
    {
      long: 'timestamps',
      kind: 'bool',
      help: { en: 'each line starts with its time', zh: '每行前加上时间' },
    },
  ],
  examples: [
    'kubectl -n kube-system logs ds/cilium --tail 20',
    'kubectl -n kube-system logs ds/cilium -c config --tail 10',
  ],
  run(p, ctx) {
    const ref = p.args[0]!;
    const node = namespaceOf(p.flags) === 'kube-system' ? podNode(ctx, ref) : undefined;
    const podName = ref.replace(/^(?:pods?|po)\//, '');
    if (node === undefined)
      return { stderr: `Error from server (NotFound): pods "${podName}" not found`, exit: 1 };
    const pod = nodeView(ctx, node).steps[nodeView(ctx, node).step]!.state.agent.pod;
    const container = flagText(p.flags, 'container') ?? 'cilium-agent';
    if (!(CONTAINERS as readonly string[]).includes(container))
      return { stderr: `error: container ${container} is not valid for pod ${pod}`, exit: 1 };
    const all = instances(ctx, node);
    const previous = p.flags.previous === true;
    const inst = previous ? all.at(-2) : all.at(-1);
    if (!inst)
      return {
        stderr: `Error from server (BadRequest): previous terminated container "${container}" in pod "${pod}" not found`,
        exit: 1,
      };
    if (container === 'cilium-agent' && !inst.ran)
      return {
        stderr: `Error from server (BadRequest): container "cilium-agent" in pod "${pod}" is waiting to start: PodInitializing`,
        exit: 1,
      };
    const start = toSimInput(ctx.scenario).startTime;
    // The agent logs at info and above (the reflector's debug lines were the write-up's own instrumentation).
    const mine = inst.lines.filter(
      (l) =>
        ('container' in l && l.container === 'config') === (container === 'config') && l.level !== 'debug',
    );
    let lines = mine.map((l) =>
      p.flags.timestamps === true
        ? `${new Date(start + l.at).toISOString()} ${renderLogLine(l, start)}`
        : renderLogLine(l, start),
    );
    const tail = p.flags.tail;
    if (typeof tail === 'number') lines = tail === 0 ? [] : lines.slice(-tail);
    return { stdout: lines.join('\n') };
  },
});
