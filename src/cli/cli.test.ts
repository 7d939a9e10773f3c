import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { getPreset } from '../scenario/presets';
import { decoyObjects, incidentObjects, list } from '../scan/fixtures';
import { cli, type CliIo } from './cli';
import { EXIT } from './exitCodes';
import type { KubectlRun } from './kubectlPlugin';

const noStdin: CliIo = { stdin: () => new Uint8Array() };
const run = (...argv: string[]) => cli(argv, noStdin);

describe('the command line: help, version, exit codes', () => {
  it('--version, -V and version print the package version and exit 0', async () => {
    for (const v of ['--version', '-V', 'version'])
      expect(await run(v)).toEqual({ stdout: `nonroutable ${version}`, stderr: '', code: EXIT.ok });
  });

  it('help lists every command and the exit-code table; COMMAND --help and -h exit 0', async () => {
    const h = await run('help');
    expect(h.code).toBe(0);
    for (const c of ['scan', 'simulate', 'run', 'link', 'export', 'talk', 'presets', 'kubectl'])
      expect(h.stdout).toMatch(new RegExp(`^ {2}${c} +\\S`, 'm'));
    expect(h.stdout).toMatch(/^ +64 {2}usage error/m);
    for (const flag of ['--help', '-h']) {
      const r = await run('scan', flag);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^usage: nonroutable scan <file\|dir\|zip\|->/m);
      expect(r.stdout).toContain('short flags: -o = --format');
    }
    expect((await run('help', 'link')).stdout).toMatch(/^usage: nonroutable link /m);
  });

  it('a typo is a usage error (64), never a finding code, and suggests the command', async () => {
    const r = await run('sacn', 'x.json');
    expect(r).toMatchObject({ code: EXIT.usage, stdout: '' });
    expect(r.stderr).toContain('unknown command "sacn" (did you mean "scan"?)');
    expect((await run('simulate', 'minimal-repro', '--colour', 'x')).code).toBe(EXIT.usage);
    expect((await run('simulate', 'minimal-repro', '-z')).code).toBe(EXIT.usage);
  });

  it('an unreadable or invalid input is exit 1, with what was wrong', async () => {
    const r = await run('simulate', '/nope/scenario.json');
    expect(r.code).toBe(EXIT.input);
    expect(r.stderr).toContain('"/nope/scenario.json" is neither a preset');
  });

  it('-o/--output are --format, -m is --mode; --output-file writes stdout to a file', async () => {
    const long = await run('simulate', 'minimal-repro', '--mode', 'fixed', '--format', 'bpf');
    for (const argv of [
      ['-m', 'fixed', '-o', 'bpf'],
      ['-mfixed', '-obpf'],
      ['--mode=fixed', '--output', 'bpf'],
      ['-m=fixed', '--output=bpf'],
    ])
      expect(await run('simulate', 'minimal-repro', ...argv)).toEqual(long);
    const file = join(mkdtempSync(join(tmpdir(), 'nr-cli-')), 'bpf.txt');
    const r = await run('simulate', 'minimal-repro', '-m', 'fixed', '-o', 'bpf', '--output-file', file);
    expect(r).toMatchObject({ code: 0, stdout: '', stderr: `wrote ${file}` });
    expect(readFileSync(file, 'utf8')).toBe(long.stdout + '\n');
  });

  it("link's length warning goes to stderr; stdout is the link alone", async () => {
    const r = await run('link', 'tke-incident-nodes', '--base', 'https://example.org/nr/', '--lang', 'zh');
    expect(r.stdout).toMatch(/^https:\/\/example\.org\/nr\/#\S+$/);
    const sc = bigScenario();
    // 200 more Services (random-looking names compress badly) make a link longer than chat apps keep.
    const more = Array.from({ length: 200 }, (_, i) => ({
      namespace: 'default',
      name: `svc-${(((i + 1) * 2654435761) % 2 ** 32).toString(36)}`,
      type: 'ClusterIP',
      clusterIP: `192.168.${100 + Math.floor(i / 127)}.${(i % 127) + 1}`,
      ports: [{ port: 80, targetPort: 80 }],
    }));
    const big = JSON.stringify({ ...sc, services: [...sc.services, ...more] });
    const f = join(mkdtempSync(join(tmpdir(), 'nr-cli-')), 'big.json');
    writeFileSync(f, big);
    const w = await run('link', f, '--base', 'https://example.org/nr/');
    expect(w.code).toBe(0);
    expect(w.stdout).toMatch(/^https:\/\/\S+$/);
    expect(w.stderr).toMatch(/^warning: the link is \d+ characters/);
  });

  it('export refuses a moment after the run (as link refuses one the app would not open)', async () => {
    const r = await run('export', 'minimal-repro', '--format', 'svg', '--at', '99999999');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toMatch(/--at 99999999 is after the run's end \(\d+ ms\)/);
  });

  it('simulate -o curl shows the curls made on the node, not the agent’s own connects', async () => {
    const r = await run('simulate', 'tke-incident', '-o', 'curl');
    expect(r.stdout).toContain('$ curl');
    expect(r.stdout).not.toContain('(direct)');
    expect(r.stdout).not.toMatch(/:0\b/);
  });

  it('scan --exit-zero keeps a finding from failing the job; the verdict is still printed', async () => {
    const f = join(mkdtempSync(join(tmpdir(), 'nr-cli-')), 'dump.json');
    writeFileSync(f, JSON.stringify(list(incidentObjects())));
    const exposed = await run('scan', f, '--cilium-version', 'v1.18.6');
    expect(exposed.code).toBe(EXIT.exposed);
    const zero = await run('scan', f, '--cilium-version', 'v1.18.6', '--exit-zero');
    expect(zero).toMatchObject({ code: EXIT.ok, stdout: exposed.stdout });
  });
});

function bigScenario() {
  return getPreset('minimal-repro')!.scenario;
}

describe('kubectl nonroutable scan (a fake kubectl)', () => {
  const daemonSet = {
    apiVersion: 'apps/v1',
    kind: 'DaemonSet',
    metadata: { namespace: 'kube-system', name: 'cilium' },
    spec: {
      template: { spec: { containers: [{ name: 'cilium-agent', image: 'quay.io/cilium/cilium:v1.18.6' }] } },
    },
  };
  const enc = (o: unknown) => new TextEncoder().encode(JSON.stringify(o));
  function fake(objects: unknown[], calls: string[][]) {
    return (args: readonly string[]): KubectlRun => {
      calls.push([...args]);
      if (args.includes('services,endpointslices'))
        return { status: 0, stdout: enc(list(objects)), stderr: '' };
      if (args.includes('daemonset')) return { status: 0, stdout: enc(daemonSet), stderr: '' };
      return { status: 1, stdout: new Uint8Array(), stderr: 'error: not allowed' };
    };
  }

  it('an affected cluster: the verdict, and the exposed exit code', async () => {
    const calls: string[][] = [];
    const r = await cli(['kubectl', 'scan', '--context', 'prod'], {
      ...noStdin,
      kubectl: fake(incidentObjects(), calls),
    });
    expect(r.code).toBe(EXIT.exposed);
    expect(r.stdout).toContain('default/kubernetes-intranet');
    expect(calls[0]).toEqual(['--context', 'prod', 'get', 'services,endpointslices', '-A', '-o', 'json']);
  });

  it('a clean cluster exits 0; -n reads one namespace', async () => {
    const calls: string[][] = [];
    const r = await cli(['kubectl', 'scan', '-n', 'shop', '-o', 'json'], {
      ...noStdin,
      kubectl: fake(decoyObjects().slice(4), calls),
    });
    expect(r.code).toBe(EXIT.ok);
    expect(JSON.parse(r.stdout)).toBeTypeOf('object');
    expect(calls[0]).toEqual(['get', 'services,endpointslices', '-n', 'shop', '-o', 'json']);
  });

  it('--exec reads one agent; a refused exec is a note, a failed get an input error', async () => {
    const calls: string[][] = [];
    const r = await cli(['kubectl', 'scan', '--exec'], {
      ...noStdin,
      kubectl: fake(incidentObjects(), calls),
    });
    expect(
      calls.some((c) => c.join(' ').endsWith('exec ds/cilium -c cilium-agent -- cilium-dbg bpf lb list')),
    ).toBe(true);
    expect(r.stderr).toContain('kubectl-nonroutable: cilium-dbg bpf lb list not read (error: not allowed)');
    const down = await cli(['kubectl', 'scan'], {
      ...noStdin,
      kubectl: () => ({
        status: 1,
        stdout: new Uint8Array(),
        stderr: 'The connection to the server was refused',
      }),
    });
    expect(down.code).toBe(EXIT.input);
    expect(down.stderr).toContain('The connection to the server was refused');
    expect((await cli(['kubectl', 'scan', '-n', 'a', '-A'], noStdin)).code).toBe(EXIT.usage);
  });
});
