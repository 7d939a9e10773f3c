import { objectKey } from '../../../../model/kube';
import { defineCommand, type RunResult } from '../../decl';
import { DAEMONSET } from '../../kube/agents';
import { RESOURCES, resourceKind, UNMODELLED_KINDS } from '../../kube/objects';
import { parsePatchText } from '../../kube/patch';
import {
  patchDaemonSet,
  patchService,
  patchSlice,
  type PatchOutcome,
  type PatchType,
} from '../../kube/patchObjects';
import { readFile } from '../../workspace';
import { files, flagText, namespaceOf, objectNames, refuse } from '../common';

const TYPES = ['strategic', 'merge', 'json'] as const;

function outcome(r: PatchOutcome, what: string): RunResult {
  if (!r.ok) return 'note' in r ? refuse(r.note) : { stderr: r.stderr, exit: 1 };
  if (!r.events.length) return { stdout: `${what} patched (no change)`, notes: [{ code: 'unchanged' }] };
  return { stdout: `${what} patched`, write: { events: r.events, settle: 'flush' } };
}

export const patch = defineCommand({
  path: ['kubectl', 'patch'],
  synopsis: 'kubectl patch svc|endpointslices|ds NAME -p PATCH [--type strategic|merge|json] [-n NS]',
  summary: {
    en: 'patch a Service’s annotations, an EndpointSlice’s endpoints or ports, or the cilium DaemonSet’s pod template',
    zh: '修改 Service 的注解、EndpointSlice 的端点或端口，或 cilium DaemonSet 的 Pod 模板',
  },
  group: 'write',
  args: [
    { name: 'TYPE', complete: () => ['svc', 'endpointslices', 'ds'] },
    {
      name: 'NAME',
      optional: true,
      complete: (c) =>
        /^(ds|daemonsets?)$/.test(c.args[0] ?? '')
          ? ['cilium']
          : objectNames(resourceKind(c.args[0] ?? '') === 'endpointslices' ? 'endpointslices' : 'svc')(c),
    },
  ],
  flags: [
    {
      long: 'patch',
      short: 'p',
      kind: 'string',
      value: 'PATCH',
      help: { en: 'the patch, JSON or YAML', zh: '补丁内容（JSON 或 YAML）' },
    },
    {
      long: 'patch-file',
      kind: 'string',
      value: 'FILE',
      help: { en: 'the patch, from a file of the session', zh: '从会话文件读取补丁' },
      complete: files,
    },
    {
      long: 'type',
      kind: 'string',
      values: TYPES,
      value: 'TYPE',
      help: {
        en: 'strategic (default), merge or json (RFC 6902)',
        zh: 'strategic（默认）、merge 或 json（RFC 6902）',
      },
      complete: () => TYPES,
    },
  ],
  examples: [
    `kubectl -n default patch endpointslices test -p '{"endpoints": []}'`,
    `kubectl -n default patch service test-extended -p '{"metadata": {"annotations": {"test": "'$(date +%s)'"}}}'`,
    `kubectl patch svc test --type json -p '[{"op": "add", "path": "/metadata/annotations/owner", "value": "me"}]'`,
  ],
  run(p, ctx) {
    const [first = '', second] = p.args;
    const [typeWord, name] =
      first.includes('/') && second === undefined ? (first.split('/') as [string, string]) : [first, second];
    if (!name) return { stderr: `error: resource(s) were provided, but no name was specified`, exit: 1 };
    const fileName = flagText(p.flags, 'patch-file');
    const text =
      flagText(p.flags, 'patch') ?? (fileName !== undefined ? readFile(ctx.files, fileName) : undefined);
    if (fileName !== undefined && text === undefined)
      return {
        stderr: `error: unable to read patch file: open ${fileName}: no such file or directory`,
        exit: 1,
      };
    if (text === undefined)
      return {
        stderr: 'error: must specify --patch or --patch-file containing the contents of the patch',
        exit: 1,
      };
    const parsed = parsePatchText(text);
    if (!parsed.ok) return { stderr: parsed.error, exit: 1 };
    const type = (flagText(p.flags, 'type') ?? 'strategic') as PatchType;
    const ns = namespaceOf(p.flags);
    if (DAEMONSET.test(`${typeWord}/${name}`)) {
      if (ns !== 'kube-system')
        return { stderr: `Error from server (NotFound): daemonsets.apps "cilium" not found`, exit: 1 };
      const r = patchDaemonSet(parsed.value, type);
      if (!r.ok) return refuse({ code: 'notModelledField', what: 'kubectl patch ds/cilium', field: r.field });
      if (!r.rollout)
        return { stdout: 'daemonset.apps/cilium patched (no change)', notes: [{ code: 'unchanged' }] };
      return {
        stdout: 'daemonset.apps/cilium patched',
        notes: [{ code: 'imageNotModelled' }],
        write: { events: [{ at: 0, type: 'restartAgent', cause: 'rolloutRestart' }], settle: 'agentRestart' },
      };
    }
    const kind = resourceKind(typeWord);
    if (kind === 'svc') {
      const s = ctx.state.k8s.services[objectKey(ns, name)];
      if (!s)
        return {
          stderr: `Error from server (NotFound): ${RESOURCES.svc.plural} "${name}" not found`,
          exit: 1,
        };
      return outcome(patchService(s, parsed.value, type), `service/${name}`);
    }
    if (kind === 'endpointslices') {
      const s = ctx.state.k8s.slices[objectKey(ns, name)];
      if (!s)
        return {
          stderr: `Error from server (NotFound): ${RESOURCES.endpointslices.plural} "${name}" not found`,
          exit: 1,
        };
      return outcome(patchSlice(s, parsed.value, type), `endpointslice.discovery.k8s.io/${name}`);
    }
    if (kind || UNMODELLED_KINDS.includes(typeWord) || /^daemonsets?(\.apps)?$/.test(typeWord))
      return refuse({ code: 'notModelled', what: `kubectl patch ${typeWord}/${name}` });
    return { stderr: `error: the server doesn't have a resource type "${typeWord}"`, exit: 1 };
  },
});
