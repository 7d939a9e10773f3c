import type { ParseResult } from './types';

/** kubectl's flags that take a value (both spellings), and those that do not. */
const VALUED: Record<string, string> = {
  '-n': 'namespace',
  '--namespace': 'namespace',
  '-o': 'output',
  '--output': 'output',
  '-p': 'patch',
  '--patch': 'patch',
  '--type': 'type',
  '-f': 'filename',
  '--filename': 'filename',
};
/** Flags that take a value and change nothing here (the cluster is the simulated one): their value is skipped. */
const IGNORED_VALUED = new Set([
  '--context',
  '--cluster',
  '--user',
  '--kubeconfig',
  '-s',
  '--server',
  '--token',
  '--request-timeout',
  '-l',
  '--selector',
  '-c',
  '--container',
  '-v',
  '--v',
]);
const BOOL: Record<string, string> = {
  '-A': 'all',
  '--all-namespaces': 'all',
  '--overwrite': 'overwrite',
};

const SVC = new Set(['svc', 'service', 'services']);
const EPS = new Set(['endpointslice', 'endpointslices', 'endpointslices.discovery.k8s.io']);
const USAGE = {
  get: 'kubectl get svc|endpointslices|events [NAME] [-n NS] [-A] [-o yaml|wide]',
  patch: `kubectl patch endpointslices NAME -p '{"endpoints": []}'`,
  annotate: 'kubectl annotate svc NAME KEY=VALUE --overwrite',
  delete: 'kubectl delete endpointslice|svc NAME',
  apply: 'kubectl apply -f -',
  rollout: 'kubectl -n kube-system rollout restart ds/cilium',
};

const usage = (k: keyof typeof USAGE): ParseResult => ({
  ok: false,
  error: { code: 'usage', detail: USAGE[k] },
});

/** Parses the arguments after `kubectl`. */
export function parseKubectl(args: string[]): ParseResult {
  const flags: Record<string, string> = {};
  const pos: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    // Like kubectl's flag parser: `--name=value`, `-n=value` and `-nvalue` carry their value.
    const name = a.startsWith('--') ? a.split('=')[0]! : a.startsWith('-') ? a.slice(0, 2) : a;
    const attached = name === a ? undefined : a.slice(name.length).replace(/^=/, '');
    if (VALUED[name] || IGNORED_VALUED.has(name)) {
      const v = attached ?? args[++i];
      if (v === undefined) return { ok: false, error: { code: 'usage', detail: `kubectl … ${a} VALUE` } };
      if (VALUED[name]) flags[VALUED[name]] = v;
    } else if (BOOL[a]) flags[BOOL[a]] = 'true';
    else if (a.startsWith('-'))
      continue; // other switches (--dry-run, -i, -t) change nothing here
    else pos.push(a);
  }
  const namespace = flags.namespace ?? 'default';
  const [verb, kind, name, ...more] = pos;
  switch (verb) {
    case 'get': {
      const resource = kind && SVC.has(kind) ? 'svc' : kind && EPS.has(kind) ? 'endpointslices' : kind;
      if (resource !== 'svc' && resource !== 'endpointslices' && resource !== 'events' && resource !== 'ev')
        return kind ? notModelled(`kubectl get ${kind}`) : usage('get');
      const output = flags.output;
      if (output !== undefined && output !== 'yaml' && output !== 'wide') return usage('get');
      if (more.length || (name && resource !== 'svc' && resource !== 'endpointslices')) return usage('get');
      return {
        ok: true,
        command: {
          kind: 'get',
          resource: resource === 'ev' ? 'events' : resource,
          namespace,
          all: flags.all === 'true',
          ...(output ? { output } : {}),
          ...(name ? { name } : {}),
        },
      };
    }
    case 'patch': {
      if (!kind || !EPS.has(kind)) return kind ? notModelled(`kubectl patch ${kind}`) : usage('patch');
      if (!name || more.length || flags.patch === undefined) return usage('patch');
      if (flags.type && flags.type !== 'merge' && flags.type !== 'strategic')
        return notModelled(`--type=${flags.type}`);
      const endpoints = patchEndpoints(flags.patch);
      if (endpoints === undefined) return usage('patch');
      return { ok: true, command: { kind: 'patchSlice', namespace, name, endpoints } };
    }
    case 'annotate': {
      if (!kind || !SVC.has(kind)) return kind ? notModelled(`kubectl annotate ${kind}`) : usage('annotate');
      const kv = more[0];
      const eq = kv?.indexOf('=') ?? -1;
      if (!name || !kv || more.length > 1 || eq <= 0) return usage('annotate');
      const command = {
        kind: 'annotate' as const,
        namespace,
        name,
        key: kv.slice(0, eq),
        value: kv.slice(eq + 1),
        overwrite: flags.overwrite === 'true',
      };
      return { ok: true, command };
    }
    case 'delete': {
      const resource = kind && SVC.has(kind) ? 'svc' : kind && EPS.has(kind) ? 'endpointslices' : undefined;
      if (!resource) return kind ? notModelled(`kubectl delete ${kind}`) : usage('delete');
      if (!name || more.length) return usage('delete');
      return { ok: true, command: { kind: 'delete', resource, namespace, name } };
    }
    case 'apply':
    case 'create':
      if (flags.filename !== '-' || kind) return usage('apply');
      return { ok: true, command: { kind: 'apply', namespace } };
    case 'rollout':
      if (kind !== 'restart' || !name || !/^(ds|daemonset|daemonsets)\/cilium$/.test(name) || more.length)
        return kind === 'restart' && name ? notModelled(`kubectl rollout restart ${name}`) : usage('rollout');
      if (namespace !== 'kube-system') return usage('rollout');
      return { ok: true, command: { kind: 'rolloutRestart' } };
    default:
      return notModelled(verb ? `kubectl ${verb}` : 'kubectl');
  }
}

const notModelled = (detail: string): ParseResult => ({ ok: false, error: { code: 'notModelled', detail } });

/**
 * The endpoints of a merge patch: `{"endpoints": []}`, `{"endpoints": null}` or a list of
 * `{"addresses": [...]}`. Undefined for anything else.
 */
function patchEndpoints(text: string): string[] | null | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const keys = Object.keys(v);
  if (keys.length !== 1 || keys[0] !== 'endpoints') return undefined;
  const eps = (v as { endpoints: unknown }).endpoints;
  if (eps === null) return null;
  if (!Array.isArray(eps)) return undefined;
  const out: string[] = [];
  for (const e of eps) {
    const addrs = (e as { addresses?: unknown } | null)?.addresses;
    if (!Array.isArray(addrs) || !addrs.every((a) => typeof a === 'string')) return undefined;
    out.push(...(addrs as string[]));
  }
  return out;
}
