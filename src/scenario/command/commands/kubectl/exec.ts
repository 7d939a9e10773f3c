import { AGENT_CONTAINER, agentExecError } from '../../../../model/render/agentExec';
import { defineCommand } from '../../decl';
import { agentReadyAt, DAEMONSET, nodeState, notRunning, podNode } from '../../kube/agents';
import { agentPodNames, flagText, namespaceOf, refuse } from '../common';
import { CILIUM } from '../programs';

const isAgentCli = (w: string | undefined) => w === CILIUM.name || !!(w && CILIUM.aliases?.includes(w));

export const exec = defineCommand({
  path: ['kubectl', 'exec'],
  synopsis: 'kubectl -n kube-system exec ds/cilium|POD [-c cilium-agent] [-it] -- cilium …',
  summary: {
    en: 'run the agent’s CLI in an agent pod (that node’s agent answers)',
    zh: '在 agent Pod 里运行 agent 的命令行（由该节点的 agent 回答）',
  },
  group: 'read',
  args: [
    { name: 'POD', complete: agentPodNames },
    { name: 'COMMAND', optional: true, many: true },
  ],
  flags: [
    {
      long: 'container',
      short: 'c',
      kind: 'string',
      value: 'NAME',
      help: { en: 'the container (cilium-agent)', zh: '容器（cilium-agent）' },
      complete: () => [AGENT_CONTAINER],
    },
    { long: 'stdin', short: 'i', kind: 'bool', help: { en: 'ignored', zh: '忽略' } },
    { long: 'tty', short: 't', kind: 'bool', help: { en: 'ignored', zh: '忽略' } },
  ],
  rest: { name: 'COMMAND' },
  examples: [
    'kubectl -n kube-system exec ds/cilium -- cilium bpf lb list',
    'kubectl -n kube-system exec ds/cilium -- cilium shell -- db/show frontends',
    'kubectl -n kube-system exec -it ds/cilium -- cilium-dbg service list',
  ],
  run(p, ctx) {
    const ref = p.args[0]!;
    if (p.args.length > 1)
      return {
        stderr: 'error: exec [POD] [COMMAND] is not supported anymore. Use exec [POD] -- [COMMAND] instead',
        exit: 1,
      };
    const ns = namespaceOf(p.flags);
    const node = ns === 'kube-system' ? podNode(ctx, ref) : undefined;
    if (node === undefined) {
      const missing = DAEMONSET.test(ref)
        ? `daemonsets.apps "cilium"`
        : `pods "${ref.replace(/^(?:pods?|po)\//, '')}"`;
      return { stderr: `Error from server (NotFound): ${missing} not found`, exit: 1 };
    }
    const container = flagText(p.flags, 'container') ?? AGENT_CONTAINER;
    if (container !== AGENT_CONTAINER)
      return { stderr: `error: unable to upgrade connection: container not found ("${container}")`, exit: 1 };
    const state = nodeState(ctx, node);
    const down = agentExecError(state);
    if (down && notRunning(state.agent.phase)) {
      const note = {
        code: 'agentNotReady' as const,
        pod: state.agent.pod,
        phase: state.agent.phase,
        readyAt: agentReadyAt(ctx, node),
      };
      return { stderr: down, notes: [note], exit: 1 };
    }
    const inner = p.rest ?? [];
    if (!inner.length)
      return { stderr: 'error: you must specify at least one command for the container', exit: 1 };
    if (!isAgentCli(inner[0]))
      return refuse({ code: 'notModelled', what: `kubectl exec … -- ${inner[0] ?? ''}`.trim() });
    return ctx.runInner(inner, node);
  },
});
