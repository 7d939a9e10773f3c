import { objectKey } from '../../../../model/kube';
import { readYamlDocs } from '../../kube/readYaml';
import type { ScenarioEventV1 } from '../../../types';
import { defineCommand, type RunContext, type RunResult } from '../../decl';
import { podNode } from '../../kube/agents';
import { RESOURCES, resourceKind, UNMODELLED_KINDS } from '../../kube/objects';
import { FLAGS, namespaceOf, objectNames, refuse } from '../common';
import { readManifests } from './apply';

type Target = { kind: 'svc' | 'endpointslices' | 'pods'; namespace: string; name: string };

/** What deleting one object writes: the object goes; an agent pod is recreated by its DaemonSet. */
function deleteOne(t: Target, ctx: RunContext): { line?: string; error?: string; event?: ScenarioEventV1 } {
  const { namespace, name } = t;
  const gone = `Error from server (NotFound): ${RESOURCES[t.kind].plural} "${name}" not found`;
  if (t.kind === 'pods') {
    const node = namespace === 'kube-system' ? podNode(ctx, name) : undefined;
    if (node === undefined || name.includes('/')) return { error: gone };
    // The DaemonSet recreates it at once: for the model, a restart of that node's agent.
    return {
      line: `pod "${name}" deleted`,
      event: { at: 0, type: 'restartAgent', node: ctx.trace.nodes[node]!.name },
    };
  }
  const svc = t.kind === 'svc';
  if (!(svc ? ctx.state.k8s.services : ctx.state.k8s.slices)[objectKey(namespace, name)])
    return { error: gone };
  return {
    line: `${svc ? 'service' : 'endpointslice.discovery.k8s.io'} "${name}" deleted`,
    event: { at: 0, type: svc ? 'deleteService' : 'deleteEndpointSlice', namespace, name },
  };
}

/** The objects a manifest names (`kubectl delete -f test.yaml`). */
function manifestTargets(text: string, ns: string): Target[] | string {
  const out: Target[] = [];
  const docs = readYamlDocs(text);
  if (!docs.ok) return `error: error parsing YAML: ${docs.why}`;
  for (const value of docs.values) {
    const o = value as { kind?: unknown; metadata?: { name?: unknown; namespace?: unknown } } | null;
    if (!o) continue;
    const kind = o.kind === 'Service' ? 'svc' : o.kind === 'EndpointSlice' ? 'endpointslices' : undefined;
    if (!kind || typeof o.metadata?.name !== 'string') continue;
    out.push({
      kind,
      namespace: typeof o.metadata.namespace === 'string' ? o.metadata.namespace : ns,
      name: o.metadata.name,
    });
  }
  return out;
}

export const del = defineCommand({
  path: ['kubectl', 'delete'],
  synopsis: 'kubectl delete svc|endpointslice|pod NAME… [-n NS] | kubectl delete -f FILE',
  summary: {
    en: 'delete Services or EndpointSlices; deleting an agent pod restarts that node’s agent',
    zh: '删除 Service 或 EndpointSlice；删除 agent Pod 会重启该节点的 agent',
  },
  group: 'write',
  args: [
    { name: 'TYPE', optional: true, complete: () => ['svc', 'endpointslice', 'pod'] },
    {
      name: 'NAME',
      optional: true,
      many: true,
      complete: (c) =>
        resourceKind(c.args[0] ?? '') === 'pods'
          ? c.trace.nodes.map((n) => n.pod)
          : objectNames(resourceKind(c.args[0] ?? '') === 'endpointslices' ? 'endpointslices' : 'svc')(c),
    },
  ],
  flags: [FLAGS.filename],
  examples: [
    'kubectl delete endpointslice test',
    'kubectl -n kube-system delete pod cilium-kddvm',
    'kubectl delete -f test.yaml',
  ],
  run(p, ctx) {
    const ns = namespaceOf(p.flags);
    let targets: Target[];
    if (p.flags.filename) {
      const m = readManifests(p, ctx);
      if (!m.ok) return m.result;
      const t = manifestTargets(m.text, ns);
      if (typeof t === 'string') return { stderr: t, exit: 1 };
      targets = t;
    } else {
      const [type = '', ...names] = p.args;
      const kind = resourceKind(type);
      if (!type)
        return { stderr: 'error: You must provide one or more resources by argument or filename.', exit: 1 };
      if (kind !== 'svc' && kind !== 'endpointslices' && kind !== 'pods')
        return kind || UNMODELLED_KINDS.includes(type)
          ? refuse({ code: 'notModelled', what: `kubectl delete ${type}` })
          : { stderr: `error: the server doesn't have a resource type "${type}"`, exit: 1 };
      if (!names.length)
        return { stderr: `error: resource(s) were provided, but no name was specified`, exit: 1 };
      targets = names.map((name) => ({ kind, namespace: ns, name }));
    }
    const done = targets.map((t) => deleteOne(t, ctx));
    const events = done.flatMap((d) => (d.event ? [d.event] : []));
    const result: RunResult = {
      stdout: done.flatMap((d) => (d.line ? [d.line] : [])).join('\n'),
      stderr: done.flatMap((d) => (d.error ? [d.error] : [])).join('\n'),
      exit: done.some((d) => d.error) ? 1 : 0,
    };
    if (events.length)
      result.write = {
        events,
        settle: events.some((e) => e.type === 'restartAgent') ? 'agentRestart' : 'flush',
      };
    return result;
  },
});
