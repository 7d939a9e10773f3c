import {
  renderEvents,
  renderGetEndpointSlices,
  renderGetServices,
  renderObjectYaml,
} from '../../../../model/render/kubectl';
import { renderGetPods } from '../../../../model/render/pods';
import { defineCommand, type RunContext, type RunResult } from '../../decl';
import { objectAge } from '../../kube/age';
import { fieldSelector } from '../../kube/fieldSelector';
import { labelText, parseSelector } from '../../kube/labels';
import {
  SELECTABLE_FIELDS,
  listObjects,
  podRows,
  RESOURCES,
  resourceKind,
  UNMODELLED_KINDS,
  type KubeObject,
  type ResourceKind,
} from '../../kube/objects';
import type { Note } from '../../types';
import { FLAGS, flagText, namespaceOf, objectNames, refuse } from '../common';

const OUTPUTS = ['yaml', 'json', 'wide', 'name'] as const;
type Output = (typeof OUTPUTS)[number];

/** `-o` formats kubectl has that the model does not print. */
const checkOutput = (v: string): Note | undefined =>
  /^(?:jsonpath|jsonpath-file|jsonpath-as-json|custom-columns|custom-columns-file|go-template|go-template-file|template)(?:=|$)/.test(
    v,
  )
    ? { code: 'notModelled', what: `-o ${v.split('=')[0]}` }
    : undefined;

/** What one `TYPE NAME…` (or `TYPE/NAME`) asks for. */
type Request = { kind: ResourceKind; names: string[] };

/** `svc test`, `svc,endpointslices`, `svc/test endpointslice/test`: the kinds and names asked for. */
function requests(args: readonly string[]): { ok: true; list: Request[] } | { ok: false; result: RunResult } {
  const typeOf = (word: string): ResourceKind | RunResult => {
    const k = resourceKind(word);
    if (k) return k;
    if (UNMODELLED_KINDS.includes(word.toLowerCase()))
      return refuse({ code: 'notModelled', what: `kubectl get ${word}` });
    return { stderr: `error: the server doesn't have a resource type "${word}"`, exit: 1 };
  };
  if (args[0]!.includes('/')) {
    const list: Request[] = [];
    for (const a of args) {
      const [type = '', name = ''] = a.split('/');
      if (!name)
        return {
          ok: false,
          result: {
            stderr: `error: arguments in resource/name form must have a single resource and name`,
            exit: 1,
          },
        };
      const k = typeOf(type);
      if (typeof k !== 'string') return { ok: false, result: k };
      list.push({ kind: k, names: [name] });
    }
    return { ok: true, list };
  }
  const list: Request[] = [];
  for (const type of args[0]!.split(',')) {
    const k = typeOf(type);
    if (typeof k !== 'string') return { ok: false, result: k };
    list.push({ kind: k, names: args.slice(1) });
  }
  return { ok: true, list };
}

function table(
  ctx: RunContext,
  kind: ResourceKind,
  ns: string | undefined,
  keep: (o: KubeObject) => boolean,
  wide: boolean,
  showLabels: boolean,
  objs: KubeObject[],
) {
  const byKey = new Map(objs.map((o) => [`${o.namespace}/${o.name}`, o]));
  const accept = (n: string, name: string) => {
    const o = byKey.get(`${n}/${name}`);
    return !!o && keep(o);
  };
  const labels = showLabels
    ? (n: string, name: string) => labelText(byKey.get(`${n}/${name}`)?.labels ?? {})
    : undefined;
  const time = ctx.state.time;
  switch (kind) {
    case 'svc':
      return renderGetServices(ctx.state, {
        namespace: ns,
        keep: accept,
        wide,
        labels,
        age: objectAge(ctx.scenario, 'svc', time),
      });
    case 'endpointslices':
      return renderGetEndpointSlices(ctx.state, {
        namespace: ns,
        keep: accept,
        wide,
        labels,
        age: objectAge(ctx.scenario, 'slice', time),
      });
    case 'pods': {
      const rows = podRows(ctx).filter(
        (r) => (ns === undefined || ns === 'kube-system') && accept('kube-system', r.pod),
      );
      if (!rows.length)
        return ns === undefined ? 'No resources found' : `No resources found in ${ns} namespace.`;
      const body = renderGetPods(
        rows.map((r) => ({ ...r, labels: labels?.('kube-system', r.pod) })),
        { wide, labels: showLabels },
      );
      return ns === undefined
        ? body
            .split('\n')
            .map((l, i) => `${i ? 'kube-system' : 'NAMESPACE'}   ${l}`)
            .join('\n')
        : body;
    }
    case 'events': {
      const events = objs.filter(keep).flatMap((o) => (o.event ? [o.event] : []));
      return renderEvents(events, time, ns === undefined ? { all: true } : { namespace: ns });
    }
  }
}

export const get = defineCommand({
  path: ['kubectl', 'get'],
  synopsis:
    'kubectl get svc|endpointslices|pods|events[,…] [NAME…] [-n NS | -A] [-o yaml|json|wide|name] [-l SELECTOR] [--show-labels]',
  summary: {
    en: 'list objects at the playhead, or print them whole',
    zh: '列出播放头时刻的对象，或输出完整对象',
  },
  group: 'read',
  args: [
    {
      name: 'TYPE',
      complete: () => ['svc', 'endpointslices', 'pods', 'events', 'endpointslices.discovery.k8s.io'],
    },
    {
      name: 'NAME',
      optional: true,
      many: true,
      complete: (c) =>
        objectNames(resourceKind(c.args[0] ?? '') === 'endpointslices' ? 'endpointslices' : 'svc')(c),
    },
  ],
  flags: [
    FLAGS.allNamespaces,
    {
      long: 'output',
      short: 'o',
      kind: 'string',
      values: OUTPUTS,
      check: checkOutput,
      value: 'FORMAT',
      help: { en: 'yaml, json, wide or name', zh: 'yaml、json、wide 或 name' },
      complete: () => OUTPUTS,
    },
    FLAGS.selector,
    {
      long: 'field-selector',
      kind: 'string',
      value: 'SELECTOR',
      help: {
        en: 'only objects whose fields match: metadata.name, metadata.namespace; for events also involvedObject.kind/name, reason, type',
        zh: '只列出字段匹配的对象：metadata.name、metadata.namespace；事件还可用 involvedObject.kind/name、reason、type',
      },
    },
    { long: 'show-labels', kind: 'bool', help: { en: 'a LABELS column', zh: '加一列 LABELS' } },
    { long: 'no-headers', kind: 'bool', help: { en: 'no header line', zh: '不输出表头' } },
  ],
  examples: [
    'kubectl -n default get svc',
    'kubectl get endpointslices.discovery.k8s.io -A',
    'kubectl get endpointslices.discovery.k8s.io kubernetes-intranet-qxgk4 -o yaml',
    'kubectl -n kube-system get pods -o wide',
    'kubectl get events -A',
    'kubectl get events -A --field-selector involvedObject.kind=Service,type=Normal',
  ],
  run(p, ctx) {
    const r = requests(p.args);
    if (!r.ok) return r.result;
    const all = p.flags['all-namespaces'] === true;
    const ns = all ? undefined : namespaceOf(p.flags);
    const output = flagText(p.flags, 'output') as Output | undefined;
    let keep = (_: KubeObject) => true;
    const sel = flagText(p.flags, 'selector');
    if (sel !== undefined) {
      const s = parseSelector(sel);
      if (s.ok === 'notModelled') return refuse({ code: 'notModelled', what: s.what });
      if (!s.ok) return { stderr: s.error, exit: 1 };
      keep = (o) => s.matches(o.labels);
    }
    if (all && r.list.some((q) => q.names.length))
      return { stderr: 'error: a resource cannot be retrieved by name across all namespaces', exit: 1 };
    const out: string[] = [];
    const errors: string[] = [];
    const found: KubeObject[] = [];
    const fields = flagText(p.flags, 'field-selector');
    for (const q of r.list) {
      const objs = listObjects(ctx, q.kind).filter((o) => ns === undefined || o.namespace === ns);
      let matches = keep;
      if (fields !== undefined) {
        const f = fieldSelector(fields, RESOURCES[q.kind].plural, SELECTABLE_FIELDS[q.kind]);
        if (!f.ok) return { stderr: f.error, exit: 1 };
        matches = (o) => keep(o) && f.matches(o);
      }
      let shown = objs.filter(matches);
      if (q.names.length) {
        shown = [];
        for (const name of q.names) {
          const o = objs.find((x) => x.name === name);
          if (o) shown.push(o);
          else errors.push(`Error from server (NotFound): ${RESOURCES[q.kind].plural} "${name}" not found`);
        }
        if (!shown.length) continue;
      }
      if (output === 'yaml' || output === 'json') found.push(...shown);
      else if (output === 'name') out.push(...shown.map((o) => `${RESOURCES[q.kind].singular}/${o.name}`));
      else {
        const names = new Set(shown.map((o) => `${o.namespace}/${o.name}`));
        let text = table(
          ctx,
          q.kind,
          ns,
          (o) => names.has(`${o.namespace}/${o.name}`),
          output === 'wide',
          p.flags['show-labels'] === true,
          objs,
        );
        if (p.flags['no-headers'] === true) text = text.split('\n').slice(1).join('\n');
        // "No resources found" goes to stderr in kubectl: a grep over it finds nothing.
        if (text.startsWith('No resources found')) errors.push(text);
        else out.push(text);
      }
    }
    if (output === 'yaml' || output === 'json') {
      const single = found.length === 1 && r.list.every((q) => q.names.length === 1);
      const body = single
        ? found[0]!.object()
        : {
            apiVersion: 'v1',
            items: found.map((o) => o.object()),
            kind: 'List',
            metadata: { resourceVersion: '' },
          };
      if (found.length) out.push(output === 'json' ? JSON.stringify(body, null, 4) : renderObjectYaml(body));
    }
    return {
      stdout: out.join('\n'),
      stderr: errors.join('\n'),
      exit: errors.some((e) => e.startsWith('Error')) ? 1 : 0,
    };
  },
});
