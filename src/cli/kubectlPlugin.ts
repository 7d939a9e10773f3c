import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExitCode } from './exitCodes';
import { PROG } from './prog';
import { runScan, SCAN_VALUED } from './scanCommand';
import { CliError, CliInputError } from './cliErrors';

export interface KubectlRun {
  status: number | null;
  stdout: Uint8Array;
  stderr: string;
}

/** kubectl as found on PATH (what `kubectl <plugin>` itself uses). */
export function systemKubectl(args: readonly string[]): KubectlRun {
  const r = spawnSync('kubectl', args, { maxBuffer: 1 << 30 });
  if (r.error) return { status: null, stdout: new Uint8Array(), stderr: r.error.message };
  return { status: r.status, stdout: new Uint8Array(r.stdout), stderr: r.stderr.toString('utf8') };
}

const OWN_VALUED = ['context', 'kubeconfig', 'namespace'];
const OWN_SWITCHES = ['all-namespaces', 'exec'];

/** Takes the plugin's own options out; the rest are scan's. */
function parse(args: readonly string[]) {
  const own: Record<string, string | true> = {};
  const scanArgs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const [k, inline] = a.startsWith('--')
      ? (a.slice(2).split('=', 2) as [string, string?])
      : ['', undefined];
    if (OWN_SWITCHES.includes(k)) own[k] = true;
    else if (OWN_VALUED.includes(k)) {
      const v = inline ?? args[++i];
      if (!v || v.startsWith('-')) throw new CliError(`--${k} needs a value`);
      own[k] = v;
    } else if (a.startsWith('-')) {
      scanArgs.push(a);
      // a scan option's value goes with it
      if (!a.includes('=') && SCAN_VALUED.includes(a.slice(2))) scanArgs.push(args[++i] ?? '');
    } else throw new CliError(`unexpected argument "${a}" (the plugin reads the cluster itself)`);
  }
  if (own.namespace && own['all-namespaces']) throw new CliError('give -n NAMESPACE or -A, not both');
  return { own, scanArgs };
}

/**
 * `kubectl nonroutable scan`: reads the current cluster with kubectl (Services and EndpointSlices, the cilium
 * DaemonSet for its version; with --exec one agent's version and BPF map) and scans what it read, as
 * `nonroutable scan` would scan the same files. The exit code is scan's.
 */
export async function runKubectl(
  args: readonly string[],
  io: { stdin: () => Uint8Array<ArrayBuffer>; kubectl?: (args: readonly string[]) => KubectlRun },
): Promise<{ stdout: string; stderr: string; code: ExitCode }> {
  const [sub, ...rest] = args;
  if (sub !== 'scan') throw new CliError(`the plugin's command is scan; got ${sub ? `"${sub}"` : 'nothing'}`);
  const { own, scanArgs } = parse(rest);
  const kubectl = io.kubectl ?? systemKubectl;
  const global = [
    ...(own.kubeconfig ? ['--kubeconfig', own.kubeconfig as string] : []),
    ...(own.context ? ['--context', own.context as string] : []),
  ];
  const where = own.namespace ? ['-n', own.namespace as string] : ['-A'];
  const notes: string[] = [];
  const run = (what: string, a: string[], required: boolean) => {
    const r = kubectl([...global, ...a]);
    if (r.status === 0) return r.stdout;
    const why = r.stderr.trim().split('\n').pop() || `exit code ${String(r.status)}`;
    if (required) throw new CliInputError(`kubectl ${a.join(' ')} failed: ${why}`);
    notes.push(`kubectl-${PROG}: ${what} not read (${why})`);
    return undefined;
  };
  const dir = mkdtempSync(join(tmpdir(), `${PROG}-`));
  try {
    const files: string[] = [];
    const save = (name: string, data: Uint8Array | undefined) => {
      if (!data) return;
      writeFileSync(join(dir, name), data);
      files.push(join(dir, name));
    };
    save(
      'services-endpointslices.json',
      run('Services', ['get', 'services,endpointslices', ...where, '-o', 'json'], true),
    );
    save(
      'cilium-daemonset.json',
      run('the cilium DaemonSet', ['-n', 'kube-system', 'get', 'daemonset', 'cilium', '-o', 'json'], false),
    );
    if (own.exec) {
      const exec = ['-n', 'kube-system', 'exec', 'ds/cilium', '-c', 'cilium-agent', '--', 'cilium-dbg'];
      save('cilium-version.txt', run('cilium-dbg version', [...exec, 'version'], false));
      save('bpf-lb-list.txt', run('cilium-dbg bpf lb list', [...exec, 'bpf', 'lb', 'list'], false));
    }
    const r = await runScan([...files, ...scanArgs], io.stdin);
    return { ...r, stderr: [...notes, r.stderr].filter(Boolean).join('\n') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
