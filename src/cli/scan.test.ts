import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { validateScenario } from '../scenario/validate';
import { decoyObjects, incidentObjects, list } from '../scan/fixtures';
import { sysdump } from '../scan/testDumps';
import { CliError, runCli } from './run';
import { helpText } from './usage';
import { runScan } from './scanCommand';
import { EXIT } from './exitCodes';
import { fileChunks } from './readInputs';
import { readListItems, STREAM_MIN_BYTES } from '../scan/streamedFile';
import { emptyDump } from '../scan/dump';
import type { ScanResult } from '../scan/scanResult';
import { scanClusterJson } from '../../bench/scanCluster';
import { toKubectlYaml } from '../../bench/toKubectlYaml';

const BPF = `SERVICE ADDRESS              BACKEND ADDRESS (REVNAT_ID) (SLOT)
192.168.60.179:443/TCP (0)   0.0.0.0:0 (15) (0) [ClusterIP, non-routable]
`;

function files(): { dir: string; dump: string; bpf: string; decoys: string } {
  const dir = mkdtempSync(join(tmpdir(), 'nr-scan-'));
  const dump = join(dir, 'dump.yaml');
  writeFileSync(dump, stringify(list(incidentObjects())));
  const bpf = join(dir, 'bpf-lb-list.txt');
  writeFileSync(bpf, BPF);
  const decoys = join(dir, 'decoys.json');
  writeFileSync(decoys, JSON.stringify(list(decoyObjects().slice(4))));
  return { dir, dump, bpf, decoys };
}

describe('cli scan: exit codes', () => {
  it('0: no exposed pair', async () => {
    const { decoys } = files();
    const r = await runScan([decoys, '--cilium-version', 'v1.18.6']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Verdict: Not affected: no two Services share a backend under byte-prefix names. (exit 0)',
    );
    expect(r.stderr).toMatch(/scan: read 1 file\(s\)/);
  });

  it('0: exposed pair on a fixed version', async () => {
    expect((await runScan([files().dump, '--cilium-version=v1.18.7'])).code).toBe(0);
  });

  it('2: affected version with an exposed pair', async () => {
    const r = await runScan([files().dump, '--cilium-version', 'v1.18.6-7d4d8932']);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('1. Version      AFFECTED  v1.18.6-7d4d8932');
  });

  it('3: damage present now (a node output with an empty entry)', async () => {
    const f = files();
    const r = await runScan([f.dump, f.bpf, '--cilium-version', 'v1.18.6', '--format', 'json']);
    expect(r.code).toBe(3);
    expect(JSON.parse(r.stdout).damage.frontends[0]).toMatchObject({
      frontend: '192.168.60.179:443/TCP',
      service: 'default/kubernetes-intranet',
    });
  });

  it('a folder of files works like the files', async () => {
    const r = await runScan([files().dir, '--cilium-version', 'v1.18.6']);
    expect(r.code).toBe(3);
  });

  it('a folder holding a sysdump zip and other files scans all of them', async () => {
    const f = files();
    writeFileSync(join(f.dir, 'cilium-sysdump-20260108-114100.zip'), sysdump());
    writeFileSync(f.decoys, JSON.stringify(list(decoyObjects())));
    const r = await runScan([f.dir, '--format', 'json']);
    const j = JSON.parse(r.stdout);
    expect(j.inputs.files.map((x: { name: string }) => x.name.slice(f.dir.length + 1))).toEqual(
      expect.arrayContaining(['bpf-lb-list.txt', 'decoys.json', 'dump.yaml']),
    );
    expect(j.exposure.pairs.map((p: { id: string }) => p.id)).toEqual([
      'default/kubernetes > default/kubernetes-intranet',
      'shop/api > shop/apiv2',
    ]);
    expect(j.version.version).toBe('v1.18.6'); // read from the zip's DaemonSet
    expect(j.damage.nodes.map((n: { node: string }) => n.node)).toEqual(
      expect.arrayContaining(['cilium-kddvm', 'bpf-lb-list.txt']),
    );
  });

  it('the same dump given twice counts once', async () => {
    const f = files();
    const once = JSON.parse((await runScan([f.dump, '--format', 'json'])).stdout);
    const twice = await runScan([f.dump, f.dump, '--format', 'json']);
    const j = JSON.parse(twice.stdout);
    expect(j.inputs).toMatchObject({ services: 2, endpointSlices: 2, endpoints: 2 });
    expect(j.inputs.services).toBe(once.inputs.services);
    expect(j.exposure.pairs[0].victim.backends).toBe(1);
    expect(twice.stderr).toContain('warning: 4 duplicate object(s) merged');
  });

  it('reads standard input with -', async () => {
    const text = readFileSync(files().dump);
    const r = await runScan(
      ['-', '--format', 'sarif', '--cilium-version', 'v1.18.6'],
      () => new Uint8Array(text),
    );
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout).runs[0].results[1].ruleId).toBe('NR002-exposed-pair');
  });
});

describe('cli scan: 1 is an input error with file, line and what was wrong; 64 a usage error', () => {
  it('an unreadable file is an input error (1)', async () => {
    const r = await runScan(['nope.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^error: nope\.yaml: does not exist or cannot be read$/m);
  });

  it.each([
    [[], /error: scan: needs a file, folder, zip or -/],
    [['x', '--format', 'xml'], /error: --format: must be one of text, json, sarif, junit, got "xml"/],
    [['x', '--colour'], /error: --colour: is not an option of scan/],
    [['x', '-f', 'sarif'], /error: -f: is not an option of scan: options are spelled out/],
    [['x', '--cilium-version'], /error: --cilium-version: needs a value/],
    [['x', '--redact=yes'], /error: --redact: takes no value/],
    [['x', '--base', 'example.org'], /error: --base: must be the app URL/],
  ])('%j is a usage error (64)', async (args, re) => {
    const r = await runScan(args);
    expect(r.code).toBe(64);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(re);
  });

  it('a syntax error names the line', async () => {
    const { dir } = files();
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{\n  "kind": "List",\n  "items": [}\n');
    const r = await runScan([bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error: .*bad\.json:3:\d+: is not valid JSON/);
  });
});

describe('cli scan: options', () => {
  it('--redact hides names and addresses in every format', async () => {
    const f = files();
    for (const format of ['text', 'json', 'sarif', 'junit']) {
      const r = await runScan([f.dump, '--redact', '--cilium-version', 'v1.18.6', '--format', format]);
      expect(r.code).toBe(2);
      expect(r.stdout).not.toMatch(/intranet|192\.168|169\.254/);
      expect(r.stdout).toContain('ns-01/svc-01');
    }
  });

  it('--replay-dir writes a valid scenario per pair and names it', async () => {
    const f = files();
    const out = join(f.dir, 'replays');
    mkdirSync(out);
    const r = await runScan([f.dump, '--replay-dir', out, '--cilium-version', 'v1.18.6']);
    const file = join(out, 'replay-1.json');
    expect(existsSync(file)).toBe(true);
    expect(validateScenario(JSON.parse(readFileSync(file, 'utf8'))).ok).toBe(true);
    expect(r.stdout).toContain(`replay  ${file} (compare view at t=`);
  });

  it('--base prints a share link per pair', async () => {
    const r = await runScan([
      files().dump,
      '--base',
      'https://example.org/nr/',
      '--cilium-version',
      'v1.18.6',
    ]);
    expect(r.stdout).toMatch(/replay {2}https:\/\/example\.org\/nr\/#v=2&c=\S+&m=compare&t=13501/);
  });
});

describe('cli: the other commands reject extra arguments', () => {
  it.each([
    [['presets', 'extra']],
    [['simulate', 'minimal-repro', 'extra']],
    [['link', 'minimal-repro', 'x', '--base', 'http://a/']],
  ])('%j', (args) => {
    expect(() => runCli(args)).toThrow(CliError);
  });

  it('the help lists scan', () => {
    expect(helpText('0.0.0')).toMatch(/^ {2}scan +scan a cluster dump/m);
  });
});

describe('cli scan of a large file: parsed while it is read', () => {
  // A kubectl List over STREAM_MIN_BYTES, as JSON and YAML; the same objects compact (JSON) or with a closing
  // comment (YAML) take the whole-text path. Standard input is read whole first.
  const objects = JSON.parse(scanClusterJson(4_000, 5, 20)) as { items: unknown[] };
  const dir = mkdtempSync(join(tmpdir(), 'nr-scan-big-'));
  const forms = {
    'dump.json': [JSON.stringify(objects, null, 4), JSON.stringify(objects)],
    'dump.yaml': [toKubectlYaml(objects), toKubectlYaml(objects) + '# end\n'],
  };

  it.each(Object.keys(forms))(
    '%s: read item by item from the disk, the same report as the whole-text path',
    async (name) => {
      const [streamed, whole] = forms[name as keyof typeof forms];
      mkdirSync(join(dir, 'a'), { recursive: true });
      mkdirSync(join(dir, 'b'), { recursive: true });
      writeFileSync(join(dir, 'a', name), streamed!);
      writeFileSync(join(dir, 'b', name), whole!);
      expect(streamed!.length).toBeGreaterThan(STREAM_MIN_BYTES);
      const args = ['--cilium-version', 'v1.18.6', '--format', 'json'];
      const a = await runScan([join(dir, 'a', name), ...args]);
      const b = await runScan([join(dir, 'b', name), ...args]);
      expect(a.code).toBe(EXIT.exposed);
      expect(a.stderr).toContain('parsing it as it is read');
      expect(JSON.parse(a.stdout.replaceAll(join(dir, 'a'), join(dir, 'b')))).toEqual(JSON.parse(b.stdout));
      // The file's chunks as the CLI reads them are read item by item (not left to the whole-text path).
      const path = join(dir, 'a', name);
      const head = fileChunks(path, 8192).next().value!.slice();
      expect(readListItems(path, head, () => fileChunks(path), emptyDump())).toBe(8_000); // 4,000 Services and their slices
      const viaStdin = await runScan(['-', ...args], () => new TextEncoder().encode(streamed));
      const ids = (out: string) => (JSON.parse(out) as ScanResult).exposure.pairs.map((p) => p.id);
      expect(ids(viaStdin.stdout)).toEqual(ids(a.stdout));
    },
    // Two scans of 20,000 objects (and the YAML one through the full YAML library): seconds on a loaded machine.
    120_000,
  );

  it('a truncated large JSON file gets the whole-text path’s message, with its line and column', async () => {
    const file = join(dir, 'cut.json');
    writeFileSync(file, forms['dump.json'][0]!.slice(0, -10));
    const r = await runScan([file]);
    expect(r.code).toBe(EXIT.input);
    expect(r.stderr).toMatch(/cut\.json:\d+:\d+: is not valid JSON: the text ends too early/);
  });

  it('reads a file in chunks of one reused buffer', () => {
    const file = join(dir, 'chunks.txt');
    writeFileSync(file, 'abcdefghij');
    const seen: string[] = [];
    let buffer: ArrayBufferLike | undefined;
    for (const c of fileChunks(file, 4)) {
      seen.push(new TextDecoder().decode(c));
      expect((buffer ??= c.buffer)).toBe(c.buffer);
    }
    expect(seen).toEqual(['abcd', 'efgh', 'ij']);
  });
});
