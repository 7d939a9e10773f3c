import { allocatorFor } from '../../../allocate';
import { applyYaml } from '../../applyYaml';
import { defineCommand, type Parsed, type RunContext, type RunResult } from '../../decl';
import { readFile } from '../../workspace';
import { FLAGS, flagText, namespaceOf, refuse } from '../common';

const DRY_RUN = {
  long: 'dry-run',
  kind: 'string',
  values: ['none', 'client', 'server'],
  value: 'MODE',
  help: {
    en: 'client or server: print what would change, write nothing',
    zh: 'client 或 server：只打印会发生的变化，不写入',
  },
  complete: () => ['client', 'server'],
} as const;

/**
 * The text of every `-f`: a file of the session, or `-` for standard input. A file that is not there yet is
 * asked for (the app's YAML box, named after it); the CLI reports it missing, as kubectl does.
 */
export function readManifests(
  p: Parsed,
  ctx: RunContext,
): { ok: true; text: string } | { ok: false; result: RunResult } {
  const names = (p.flags.filename as string[] | undefined) ?? [];
  if (!names.length)
    return { ok: false, result: { stderr: 'error: must specify one of -f and -k', exit: 1 } };
  const texts: string[] = [];
  for (const name of names) {
    if (/^https?:\/\//.test(name))
      return { ok: false, result: refuse({ code: 'notModelled', what: `-f ${name}` }) };
    if (name === '-') {
      if (ctx.stdin === undefined && ctx.interactive)
        return { ok: false, result: { needsYaml: { file: '-', namespace: namespaceOf(p.flags) } } };
      texts.push(ctx.stdin ?? '');
      continue;
    }
    const text = readFile(ctx.files, name);
    if (text === undefined) {
      if (ctx.interactive)
        return { ok: false, result: { needsYaml: { file: name, namespace: namespaceOf(p.flags) } } };
      return { ok: false, result: { stderr: `error: the path "${name}" does not exist`, exit: 1 } };
    }
    texts.push(text);
  }
  return { ok: true, text: texts.join('\n---\n') };
}

/** apply and create: the objects' lines, and their events as one write (none with `--dry-run`). */
function applyManifests(p: Parsed, ctx: RunContext, create: boolean): RunResult {
  if (p.args.length)
    return refuse({ code: 'notModelled', what: `kubectl ${create ? 'create' : 'apply'} ${p.args[0]}` });
  const m = readManifests(p, ctx);
  if (!m.ok) return m.result;
  const r = applyYaml(m.text, ctx.state.k8s, namespaceOf(p.flags), {
    alloc: allocatorFor(ctx.scenario, ctx.state),
    create,
  });
  if (!r.ok) return 'note' in r ? refuse(r.note) : { stderr: r.detail, exit: 1 };
  const dry = flagText(p.flags, 'dry-run');
  if (dry === 'client' || dry === 'server')
    return { stdout: r.lines.map((l) => `${l} (${dry} dry run)`).join('\n') };
  if (!r.events.length) return { stdout: r.lines.join('\n'), notes: [{ code: 'unchanged' }] };
  return { stdout: r.lines.join('\n'), write: { events: r.events, settle: 'flush' } };
}

export const apply = defineCommand({
  path: ['kubectl', 'apply'],
  synopsis: 'kubectl apply -f FILE|- [-n NS] [--dry-run=client]',
  summary: {
    en: 'create or change Services and EndpointSlices from YAML (a missing ClusterIP or NodePort is allocated)',
    zh: '用 YAML 创建或修改 Service 与 EndpointSlice（缺少的 ClusterIP 或 NodePort 会被分配）',
  },
  group: 'write',
  args: [],
  flags: [FLAGS.filename, DRY_RUN],
  examples: [
    'kubectl apply -f test.yaml',
    "kubectl apply -f - <<'EOF'\napiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\nEOF",
  ],
  run: (p, ctx) => applyManifests(p, ctx, false),
});

export const create = defineCommand({
  path: ['kubectl', 'create'],
  synopsis: 'kubectl create -f FILE|- [-n NS]',
  summary: {
    en: 'create Services and EndpointSlices from YAML (an existing one is an error)',
    zh: '用 YAML 创建 Service 与 EndpointSlice（已存在则报错）',
  },
  group: 'write',
  args: [{ name: 'KIND', optional: true, many: true }],
  flags: [FLAGS.filename, DRY_RUN],
  examples: ['kubectl create -f web.yaml'],
  run: (p, ctx) => applyManifests(p, ctx, true),
});
