import { agentExecError } from '../../../model/render/agentExec';
import { renderBpfLbList } from '../../../model/render/bpfLbList';
import { renderBackends, renderFrontends, renderServices } from '../../../model/render/dbShow';
import { renderServiceList } from '../../../model/render/serviceList';
import type { ClusterState } from '../../../model/trace';
import { defineCommand, type FlagDecl, type RunContext, type RunResult } from '../decl';
import { agentReadyAt, nodeState, notRunning } from '../kube/agents';
import { refuse } from './common';

/**
 * An agent command answers from the agent of the node it runs on, at the playhead. Typed bare it runs on
 * node 0's agent, as `kubectl exec ds/cilium` would; while that agent is not running there is no container
 * to run it in (kubectl's error, and when it will be up).
 */
function onAgent(ctx: RunContext, render: (s: ClusterState) => string): RunResult {
  const state = nodeState(ctx, ctx.node);
  const down = agentExecError(state);
  if (down && notRunning(state.agent.phase))
    return {
      stderr: down,
      notes: [
        {
          code: 'agentNotReady',
          pod: ctx.trace.nodes[ctx.node]!.pod,
          phase: state.agent.phase,
          readyAt: agentReadyAt(ctx, ctx.node),
        },
      ],
      exit: 1,
    };
  return { stdout: render(state) };
}

const OUTPUT: FlagDecl = {
  long: 'output',
  short: 'o',
  kind: 'string',
  values: ['table'],
  check: (v) => (v === 'table' ? undefined : { code: 'notModelled', what: `-o ${v}` }),
  value: 'FORMAT',
  help: {
    en: 'table (the default; json and yaml are not modelled)',
    zh: 'table（默认；json 与 yaml 未建模）',
  },
  complete: () => ['table'],
};

export const bpfLbList = defineCommand({
  path: ['cilium', 'bpf', 'lb', 'list'],
  synopsis: 'cilium bpf lb list',
  summary: {
    en: 'the BPF load-balancing map: master entries (count) and backend slots',
    zh: 'BPF 负载均衡 map：主条目（count）与后端槽位',
  },
  group: 'read',
  args: [],
  flags: [OUTPUT],
  examples: ['cilium bpf lb list', 'cilium-dbg bpf lb list'],
  run: (_, ctx) => onAgent(ctx, renderBpfLbList),
});

export const serviceList = defineCommand({
  path: ['cilium', 'service', 'list'],
  synopsis: 'cilium service list',
  summary: {
    en: 'the agent’s frontends and their backends (from its tables, not the BPF map)',
    zh: 'agent 的前端及其后端（来自其内存表，而非 BPF map）',
  },
  group: 'read',
  args: [],
  flags: [OUTPUT],
  examples: ['cilium service list'],
  run: (_, ctx) => onAgent(ctx, renderServiceList),
});

/** The agent's tables `db/show` prints, each by its renderer (node names for `backends`' fallback). */
const TABLES: Record<
  'frontends' | 'backends' | 'services',
  (ctx: RunContext) => (s: ClusterState) => string
> = {
  frontends: () => renderFrontends,
  backends: (ctx) => (s) => renderBackends(s, ctx.trace.nodes),
  services: () => renderServices,
};

export const shell = defineCommand({
  path: ['cilium', 'shell'],
  synopsis: 'cilium shell -- db/show frontends|backends|services',
  summary: {
    en: 'the agent’s statedb tables: frontends (with their backends), backends (with their instances and nodes) or services (with their port names)',
    zh: 'agent 的 statedb 表：frontends（含后端）、backends（含实例和所在节点）或 services（含端口名）',
  },
  group: 'read',
  args: [{ name: 'db/show', optional: true, many: true, complete: () => ['db/show'] }],
  flags: [],
  rest: { name: 'db/show TABLE' },
  examples: [
    'cilium shell -- db/show frontends',
    'cilium-dbg shell -- db/show backends',
    'cilium shell -- db/show services',
  ],
  run(p, ctx) {
    // `db/show frontends` and `db show frontends` both name the table.
    const words = [...p.args, ...(p.rest ?? [])]
      .join(' ')
      .replace(/^db show\b/, 'db/show')
      .split(/\s+/)
      .filter(Boolean);
    const [cmd, table, ...more] = words;
    if (cmd !== 'db/show')
      return refuse({ code: 'notModelled', what: `cilium shell -- ${words.join(' ')}`.trim() });
    if (!table)
      return refuse({
        code: 'missingArg',
        command: 'cilium shell -- db/show',
        arg: 'TABLE',
        usage: shell.synopsis,
      });
    if (!Object.hasOwn(TABLES, table)) return refuse({ code: 'notModelled', what: `db/show ${table}` });
    if (more.length)
      return refuse({
        code: 'extraArg',
        command: `cilium shell -- db/show ${table}`,
        value: more[0]!,
        usage: shell.synopsis,
      });
    return onAgent(ctx, TABLES[table as keyof typeof TABLES](ctx));
  },
});
