/**
 * Issue 34's row "CLI scan of an 80 MB kubectl get -o json dump (20k Services, real-shaped objects): no slower
 * than the app", part of `npm run bench`: the prebuilt CLI (`dist-cli/`, end to end, cold: Node start-up, loading
 * its code, reading the file, the scan, a replay per exposed pair, the report) against the app as a user meets it
 * (the built scan worker `dist/assets/scanWorker-*.js` loaded in a fresh process and given the file as a Blob:
 * loading its code, reading the Blob, the scan; see appScanOnce.mjs), on the same dump as JSON and as YAML, and the
 * CLI's fixed cost on a small dump. The CLI rows run with the scan's code cache (src/cli/codeCache.ts) that an
 * earlier run stored, as every scan after a user's first; `no code cache` runs with an empty temporary directory,
 * as a first scan. `BENCH_BEFORE_DIR=<tree>` adds that tree's prebuilt CLI (an earlier build) to the rounds. Rounds interleave; medians of CPU time (the figure a shared machine disturbs least), wall time and
 * peak RSS.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { realShapedDumpJson } from './realShapedDump';
import { toKubectlYaml } from './toKubectlYaml';

interface Run {
  cpu: number;
  wall: number;
  rssMB: number;
}

/** One run of a prebuilt CLI's scan; its CPU and RSS from the preloaded exit hook. */
function cli(bundle: string, file: string, env: NodeJS.ProcessEnv = {}): Run {
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    ['--import', resolve('bench/cpuOnExit.mjs'), bundle, 'scan', file, '--cilium-version', 'v1.18.6'],
    { encoding: 'utf8', maxBuffer: 64 * 2 ** 20, env: { ...process.env, ...env } },
  );
  const wall = performance.now() - t0;
  if (r.status !== 2) throw new Error(`${bundle}: exit ${r.status}: ${r.stderr.slice(-500)}`); // 2: exposed pairs
  const line = r.stderr.trim().split('\n').at(-1)!;
  const { benchCpu, rssMB } = JSON.parse(line) as { benchCpu: number; rssMB: number };
  return { cpu: benchCpu, wall, rssMB };
}

/** The app's built scan worker (`npm run build`), which the page starts when a file is chosen. */
function appWorker(): string {
  const assets = resolve('dist/assets');
  const chunk = existsSync(assets) && readdirSync(assets).find((f) => /^scanWorker-.*\.js$/.test(f));
  if (!chunk) throw new Error('dist/assets/scanWorker-*.js is missing: npm run build (or vite build) first');
  return join(assets, chunk);
}

/** One cold run of the app's scan as the page runs it (see appScanOnce.mjs), in a fresh process. */
function app(worker: string, file: string): Run {
  const out = spawnSync(process.execPath, [resolve('bench/appScanOnce.mjs'), worker, file], {
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`app scan: exit ${out.status}: ${out.stderr.slice(-500)}`);
  const r = JSON.parse(out.stdout.trim().split('\n').at(-1)!) as { wall: number; cpu: number; rssMB: number };
  return { cpu: r.cpu, wall: r.wall, rssMB: r.rssMB };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (runs: Run[]) =>
  `${median(runs.map((r) => r.cpu)).toFixed(0)} ms CPU, ${median(runs.map((r) => r.wall)).toFixed(0)} ms wall, ${median(runs.map((r) => r.rssMB)).toFixed(0)} MB RSS`;

export function benchCliScan(rounds = Number(process.env.BENCH_CLI_ROUNDS ?? 3)) {
  const before =
    process.env.BENCH_BEFORE_DIR && join(process.env.BENCH_BEFORE_DIR, 'dist-cli/nonroutable.mjs');
  const after = resolve('dist-cli/nonroutable.mjs');
  if (!existsSync(after)) throw new Error('dist-cli/ is missing: npm run build:cli first');
  const worker = appWorker();
  console.log(
    'CLI rows: the whole process (Node start-up, loading the CLI, reading the file, parse, judge, one replay per ' +
      'exposed pair, the text report), with the code cache an earlier scan stored; "no code cache": a first scan. ' +
      'app rows: the built scan worker from loading its code to the posted findings (reading the file as a Blob, ' +
      'parse, judge; replays are built when a pair is opened).',
  );
  const dir = mkdtempSync(join(tmpdir(), 'nonroutable-cli-bench-'));
  try {
    const json = realShapedDumpJson();
    const files = {
      JSON: join(dir, 'dump.json'),
      YAML: join(dir, 'dump.yaml'),
      'JSON, 150 Services (the fixed cost)': join(dir, 'small.json'),
    };
    writeFileSync(files.JSON, json);
    writeFileSync(files.YAML, toKubectlYaml(JSON.parse(json)));
    writeFileSync(files['JSON, 150 Services (the fixed cost)'], realShapedDumpJson(150));
    cli(after, files['JSON, 150 Services (the fixed cost)']); // stores the code cache, as a user's first scan
    const empty = () => ({ TMPDIR: mkdtempSync(join(dir, 'tmp-')) });
    for (const [label, file] of Object.entries(files)) {
      const runs: Record<'before' | 'after' | 'cold' | 'app', Run[]> = {
        before: [],
        after: [],
        cold: [],
        app: [],
      };
      for (let i = 0; i < rounds; i++) {
        if (before) runs.before.push(cli(before, file));
        runs.after.push(cli(after, file));
        runs.cold.push(cli(after, file, empty()));
        runs.app.push(app(worker, file));
      }
      const ratio = median(runs.after.map((r) => r.cpu)) / median(runs.app.map((r) => r.cpu));
      console.log(
        `CLI scan ${(statSync(file).size / 1e6).toFixed(1)} MB ${label} vs app (real-shaped Services, cold, median of ${rounds}): ` +
          `CLI ${fmt(runs.after)}; no code cache ${fmt(runs.cold)}${before ? `; before ${fmt(runs.before)}` : ''}; ` +
          `app ${fmt(runs.app)}; CLI/app CPU ${ratio.toFixed(2)}× (no code cache ${(median(runs.cold.map((r) => r.cpu)) / median(runs.app.map((r) => r.cpu))).toFixed(2)}×)`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
