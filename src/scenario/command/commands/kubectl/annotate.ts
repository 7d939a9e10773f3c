import { objectKey } from '../../../../model/kube';
import type { ScenarioEventV1 } from '../../../types';
import { defineCommand } from '../../decl';
import { RESOURCES, resourceKind } from '../../kube/objects';
import { objectNames, namespaceOf, refuse } from '../common';

export const annotate = defineCommand({
  path: ['kubectl', 'annotate'],
  synopsis: 'kubectl annotate svc NAME KEY=VALUE… [--overwrite] [-n NS]',
  summary: {
    en: 'set annotations on a Service (a write that makes the agent re-reconcile it)',
    zh: '给 Service 设置注解（一次让 agent 重新对账的写入）',
  },
  group: 'write',
  args: [
    { name: 'TYPE', complete: () => ['svc'] },
    { name: 'NAME', complete: objectNames('svc') },
    { name: 'KEY=VALUE', many: true },
  ],
  flags: [
    {
      long: 'overwrite',
      kind: 'bool',
      help: { en: 'replace a value that is already set', zh: '覆盖已有的值' },
    },
  ],
  examples: ['kubectl annotate svc test-extended test=1767870716 --overwrite'],
  run(p, ctx) {
    const [type = '', name = '', ...pairs] = p.args;
    const kind = resourceKind(type);
    if (kind !== 'svc') return refuse({ code: 'notModelled', what: `kubectl annotate ${type}` });
    const ns = namespaceOf(p.flags);
    const svc = ctx.state.k8s.services[objectKey(ns, name)];
    if (!svc)
      return { stderr: `Error from server (NotFound): ${RESOURCES.svc.plural} "${name}" not found`, exit: 1 };
    const events: ScenarioEventV1[] = [];
    for (const kv of pairs) {
      // `key-` removes an annotation: the model's annotation event only sets one.
      if (kv.endsWith('-') && !kv.includes('='))
        return refuse({
          code: 'notModelledField',
          what: `kubectl annotate service/${name}`,
          field: `metadata.annotations.${kv.slice(0, -1)} (removal)`,
        });
      const eq = kv.indexOf('=');
      if (eq <= 0) return { stderr: `error: invalid annotation format: ${kv}`, exit: 1 };
      const key = kv.slice(0, eq);
      const value = kv.slice(eq + 1);
      const old = svc.annotations[key];
      if (old !== undefined && old !== value && p.flags.overwrite !== true)
        return {
          stderr: `error: --overwrite is false but found the following declared annotation(s): '${key}' already has a value (${old})`,
          exit: 1,
        };
      if (old !== value) events.push({ at: 0, type: 'annotateService', namespace: ns, name, key, value });
    }
    if (!events.length) return { stdout: `service/${name} annotated`, notes: [{ code: 'unchanged' }] };
    return { stdout: `service/${name} annotated`, write: { events, settle: 'flush' } };
  },
});
