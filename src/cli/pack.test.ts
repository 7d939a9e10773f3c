import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { version } from '../../package.json';
import { decoyObjects, incidentObjects, list } from '../scan/fixtures';
import { EXIT } from './exitCodes';
import { runScan } from './scanCommand';
import { realShapedDumpJson } from '../../bench/realShapedDump';
import { toKubectlYaml } from '../../bench/toKubectlYaml';
import { STREAM_MIN_BYTES } from '../scan/streamedFile';
import { listDumps } from '../scan/testDumps';

// The package as a user installs it: `npm pack` (which builds the CLI) and a global install into a temporary
// prefix, from the npm cache. Packing and installing take seconds on an idle machine and far longer on a busy
// one, hence the generous timeouts (they bound a hang, not the speed).
const ROOT = resolve(__dirname, '../..');
const SLOW = 300_000;
let bin = '';
let work = '';
let packed = '';

beforeAll(() => {
  const tmp = mkdtempSync(join(tmpdir(), 'nr-pack-'));
  execFileSync('npm', ['pack', '--pack-destination', tmp], { cwd: ROOT, stdio: 'pipe' });
  const tgz = readdirSync(tmp).find((f) => f.endsWith('.tgz'))!;
  execFileSync(
    'npm',
    [
      'install',
      '-g',
      '--prefix',
      join(tmp, 'g'),
      join(tmp, tgz),
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
    ],
    { cwd: tmp, stdio: 'pipe' },
  );
  bin = join(tmp, 'g', 'bin');
  packed = join(tmp, tgz);
  // Somewhere else, as a user's shell would be: the dumps live here and paths are relative to it.
  work = join(tmp, 'elsewhere');
  mkdirSync(join(work, 'dumps'), { recursive: true });
  writeFileSync(join(work, 'dumps', 'incident.json'), JSON.stringify(list(incidentObjects())));
  writeFileSync(join(work, 'dumps', 'clean.json'), JSON.stringify(list(decoyObjects().slice(4))));
}, SLOW);

const nonroutable = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(join(bin, 'nonroutable'), args, { cwd: work, encoding: 'utf8', env: { ...process.env, ...env } });

describe('the installed package (npm pack, then a global install)', () => {
  it(
    '--version and scan --help exit 0; a typo exits with the usage code',
    () => {
      expect(nonroutable(['--version'])).toMatchObject({ status: 0, stdout: `nonroutable ${version}\n` });
      const help = nonroutable(['scan', '--help']);
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(/^usage: nonroutable scan /m);
      const typo = nonroutable(['sacn']);
      expect(typo.status).toBe(EXIT.usage);
      expect(typo.stderr).toContain('did you mean "scan"?');
    },
    SLOW,
  );

  it(
    'a scan from another directory reads the relative path there',
    () => {
      const r = nonroutable(['scan', 'dumps/incident.json', '--cilium-version', 'v1.18.6', '-o', 'json']);
      expect(r.status).toBe(EXIT.exposed);
      expect(JSON.parse(r.stdout)).toBeTypeOf('object');
      expect(nonroutable(['scan', 'dumps/clean.json', '--cilium-version', 'v1.18.6']).status).toBe(EXIT.ok);
    },
    SLOW,
  );

  it(
    '`kubectl nonroutable scan` with a fake kubectl on PATH: affected exits 2, clean 0',
    () => {
      const fake = join(work, 'fakebin');
      mkdirSync(fake, { recursive: true });
      // kubectl runs a plugin found on PATH as kubectl-<name>; otherwise it answers from the chosen dump.
      writeFileSync(
        join(fake, 'kubectl'),
        `#!/bin/sh
if [ "$1" = nonroutable ]; then shift; exec kubectl-nonroutable "$@"; fi
case "$*" in
  *services,endpointslices*) cat "$FAKE_CLUSTER" ;;
  *) echo "Error from server (NotFound): daemonsets.apps \\"cilium\\" not found" >&2; exit 1 ;;
esac
`,
      );
      chmodSync(join(fake, 'kubectl'), 0o755);
      const PATH = `${fake}:${bin}:${process.env.PATH}`;
      const kubectl = (cluster: string) =>
        spawnSync(join(fake, 'kubectl'), ['nonroutable', 'scan', '--cilium-version', 'v1.18.6'], {
          cwd: work,
          encoding: 'utf8',
          env: { ...process.env, PATH, FAKE_CLUSTER: join(work, 'dumps', cluster) },
        });
      const affected = kubectl('incident.json');
      expect(affected.status).toBe(EXIT.exposed);
      expect(affected.stdout).toContain('default/kubernetes-intranet');
      expect(affected.stderr).toContain('the cilium DaemonSet not read');
      expect(kubectl('clean.json').status).toBe(EXIT.ok);
    },
    SLOW,
  );

  it(
    'scan loads only the chunks scanning needs; export loads the React renderer',
    () => {
      // A resolve hook (in Node's loader thread) appends each module file the CLI loads to a list.
      const log = join(work, 'loaded.txt');
      const hooks = join(work, 'hooks.mjs');
      writeFileSync(
        hooks,
        `import { appendFileSync } from 'node:fs';
export async function resolve(spec, ctx, next) {
  const r = await next(spec, ctx);
  if (r.url.startsWith('file:')) appendFileSync(${JSON.stringify(log)}, r.url + '\\n');
  return r;
}`,
      );
      const probe = join(work, 'probe.mjs');
      writeFileSync(
        probe,
        `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});`,
      );
      const loaded = (args: string[]) => {
        writeFileSync(log, '');
        const main = realpathSync(join(bin, 'nonroutable'));
        const r = spawnSync(process.execPath, ['--import', pathToFileURL(probe).href, main, ...args], {
          cwd: work,
          encoding: 'utf8',
        });
        const files = readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((u) => fileURLToPath(u));
        return { status: r.status, files, text: files.map((f) => readFileSync(f, 'utf8')).join('\n') };
      };
      const scan = loaded(['scan', 'dumps/incident.json', '--cilium-version', 'v1.18.6']);
      expect(scan.status).toBe(EXIT.exposed);
      // The scan command itself is one script beside the entry, run through the code cache (not an ES module).
      expect(scan.files.some((f) => /scanCommand-.*\.mjs$/.test(f))).toBe(false);
      const bundle = readFileSync(
        join(realpathSync(join(bin, 'nonroutable')), '../../dist-cli/scan.cjs'),
        'utf8',
      );
      expect(bundle).toContain('// src/cli/scanCommand.ts');
      for (const absent of [
        'node_modules/react-dom/',
        'src/cli/talkCommand.ts',
        'src/cli/transcriptCommand.ts',
      ])
        expect(scan.text + bundle).not.toContain(`// ${absent}`);
      const exp = loaded(['export', 'minimal-repro', '--at', '0', '--format', 'svg']);
      expect(exp.status).toBe(EXIT.ok);
      expect(exp.text).toContain('// node_modules/react-dom/');
    },
    SLOW,
  );

  it(
    'scan keeps its compiled code in the user’s cache: the same report from a cold, a cached and a corrupt cache',
    () => {
      const tmp = mkdtempSync(join(tmpdir(), 'nr-cache-home-'));
      const env = { TMPDIR: tmp, TMP: tmp, TEMP: tmp };
      const caches = () =>
        readdirSync(tmp, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.v8cache'));
      const args = ['scan', 'dumps/incident.json', '--cilium-version', 'v1.18.6'];
      const cold = nonroutable(args, env);
      expect(cold.status).toBe(EXIT.exposed);
      expect(caches()).toHaveLength(1);
      const path = join(tmp, caches()[0]!);
      const written = readFileSync(path);
      const cached = nonroutable(args, env);
      expect(cached.stdout).toBe(cold.stdout);
      expect(readFileSync(path)).toEqual(written); // a hit rewrites nothing
      const corrupt = Buffer.from(written);
      corrupt[corrupt.length >> 1]! ^= 0xff;
      writeFileSync(path, corrupt);
      const afterCorrupt = nonroutable(args, env);
      expect(afterCorrupt.stdout).toBe(cold.stdout);
      expect(afterCorrupt.status).toBe(EXIT.exposed);
      expect(readFileSync(path).equals(corrupt)).toBe(false); // replaced by a good one
    },
    SLOW,
  );

  it(
    'scan through the code cache reports exactly what the sources do, on every List fixture and a streamed dump',
    async () => {
      const tmp = mkdtempSync(join(tmpdir(), 'nr-cache-same-'));
      const dumps = join(work, 'same');
      mkdirSync(dumps, { recursive: true });
      const files: string[] = [];
      listDumps().forEach(([, v], i) => {
        files.push(join(dumps, `list-${i}.json`), join(dumps, `list-${i}.yaml`));
        writeFileSync(files.at(-2)!, JSON.stringify(v, null, 4));
        writeFileSync(files.at(-1)!, toKubectlYaml(v));
      });
      files.push(join(dumps, 'streamed.json')); // over STREAM_MIN_BYTES: read item by item as it streams in
      writeFileSync(files.at(-1)!, realShapedDumpJson(1500));
      expect(statSync(files.at(-1)!).size).toBeGreaterThan(STREAM_MIN_BYTES);
      for (const file of files)
        for (const extra of [[], ['--format', 'json'], ['--base', 'https://example.org/app/']]) {
          const args = ['scan', file, '--cilium-version', 'v1.18.6', ...extra];
          const want = await runScan(args.slice(1));
          for (const run of ['first (compiles)', 'second (cached)']) {
            const got = nonroutable(args, { TMPDIR: tmp, TMP: tmp, TEMP: tmp });
            expect({ file, extra, run, code: got.status, out: got.stdout }).toEqual({
              file,
              extra,
              run,
              code: want.code,
              out: want.stdout && `${want.stdout}\n`, // an input error prints nothing on stdout
            });
          }
        }
    },
    SLOW,
  );

  it('the krew manifest names the packed file by its SHA-256 and the plugin inside it', () => {
    const yaml = execFileSync(
      'node',
      ['scripts/krew-manifest.mjs', packed, 'https://example.org/nonroutable.tgz'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    const m = parse(yaml) as { kind: string; spec: { version: string; platforms: Record<string, string>[] } };
    expect(m.kind).toBe('Plugin');
    expect(m.spec.version).toBe(`v${version}`);
    const sha = createHash('sha256').update(readFileSync(packed)).digest('hex');
    expect(m.spec.platforms[0]).toMatchObject({ sha256: sha, bin: 'package/bin/kubectl-nonroutable.mjs' });
    const listing = execFileSync('tar', ['-tzf', packed], { encoding: 'utf8' });
    expect(listing).toContain('package/bin/kubectl-nonroutable.mjs');
    expect(listing).toContain('package/dist-cli/nonroutable.mjs');
  });

  it(
    '`npm run cli --` in a checkout also reads paths relative to where it was run',
    () => {
      const r = spawnSync(
        'npm',
        [
          '--prefix',
          ROOT,
          'run',
          '--silent',
          'cli',
          '--',
          'scan',
          'dumps/incident.json',
          '--cilium-version',
          'v1.18.6',
        ],
        {
          cwd: work,
          encoding: 'utf8',
        },
      );
      expect(r.stderr).not.toContain('does not exist');
      expect(r.status).toBe(EXIT.exposed);
    },
    SLOW,
  );
});
