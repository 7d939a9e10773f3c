import { objectKey } from '../../../../model/kube';
import { renderDescribeEndpointSlice, renderDescribeService } from '../../../../model/render/describe';
import { defineCommand } from '../../decl';
import { serviceLabels, sliceLabels } from '../../kube/labels';
import { eventsSoFar, RESOURCES, resourceKind, UNMODELLED_KINDS } from '../../kube/objects';
import { namespaceOf, objectNames, refuse } from '../common';

export const describe = defineCommand({
  path: ['kubectl', 'describe'],
  synopsis: 'kubectl describe svc|endpointslice [NAME] [-n NS]',
  summary: {
    en: 'a Service (its endpoints and events) or an EndpointSlice, in detail',
    zh: '详细查看一个 Service（含端点和事件）或 EndpointSlice',
  },
  group: 'read',
  args: [
    { name: 'TYPE', complete: () => ['svc', 'endpointslice'] },
    {
      name: 'NAME',
      optional: true,
      complete: (c) =>
        objectNames(resourceKind(c.args[0] ?? '') === 'endpointslices' ? 'endpointslices' : 'svc')(c),
    },
  ],
  flags: [],
  examples: [
    'kubectl describe svc kubernetes-intranet',
    'kubectl describe endpointslice kubernetes-intranet-qxgk4',
  ],
  run(p, ctx) {
    const [typeWord = '', nameArg = ''] = p.args[0]!.includes('/')
      ? [...p.args[0]!.split('/'), ...p.args.slice(1)]
      : p.args;
    const kind = resourceKind(typeWord);
    if (kind !== 'svc' && kind !== 'endpointslices') {
      if (kind || UNMODELLED_KINDS.includes(typeWord))
        return refuse({ code: 'notModelled', what: `kubectl describe ${typeWord}` });
      return { stderr: `error: the server doesn't have a resource type "${typeWord}"`, exit: 1 };
    }
    const ns = namespaceOf(p.flags);
    if (!nameArg) {
      // Without a name, describe prints every object of the kind in the namespace.
      const names = Object.values(kind === 'svc' ? ctx.state.k8s.services : ctx.state.k8s.slices)
        .filter((o) => o.namespace === ns)
        .map((o) => o.name)
        .sort();
      if (!names.length) return { stderr: `No resources found in ${ns} namespace.` };
      const each = names.map(
        (n) => ctx.runInner(['kubectl', '-n', ns, 'describe', typeWord, n], ctx.node).stdout ?? '',
      );
      return { stdout: each.join('\n\n\n') };
    }
    const key = objectKey(ns, nameArg);
    const now = ctx.state.time;
    const events = (object: string) =>
      eventsSoFar(ctx).filter((e) => e.object === object && (e.namespace ?? 'default') === ns);
    if (kind === 'svc') {
      const s = ctx.state.k8s.services[key];
      if (!s)
        return {
          stderr: `Error from server (NotFound): ${RESOURCES.svc.plural} "${nameArg}" not found`,
          exit: 1,
        };
      const slices = Object.values(ctx.state.k8s.slices).filter(
        (x) => x.namespace === ns && x.service === s.name,
      );
      const target = s.ports[0]?.targetPort;
      const endpoints = slices.flatMap((x) => (x.endpoints ?? []).map((ip) => `${ip}:${target}`));
      return {
        stdout: renderDescribeService(s, {
          labels: serviceLabels(s),
          endpoints,
          events: events(`service/${s.name}`),
          now,
        }),
      };
    }
    const s = ctx.state.k8s.slices[key];
    if (!s)
      return {
        stderr: `Error from server (NotFound): ${RESOURCES.endpointslices.plural} "${nameArg}" not found`,
        exit: 1,
      };
    return {
      stdout: renderDescribeEndpointSlice(s, {
        labels: sliceLabels(s),
        events: events(`endpointslice/${s.name}`),
        now,
      }),
    };
  },
});
