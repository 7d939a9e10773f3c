/**
 * Issue 34's row "CLI scan of an 80 MB kubectl get -o json dump (20k Services, real-shaped objects): no slower
 * than the app", part of `npm run bench`: the prebuilt CLI (`dist-cli/`, end to end, cold: Node start-up, reading
 * the file, the scan, the report) against the app's scan path (`scanEntries` on the bytes in memory, in a fresh
 * process, as the page's worker runs it once), on the same dump as JSON and as YAML. `BENCH_BEFORE_DIR=<tree>`
 * adds that tree's prebuilt CLI (an earlier build) to the rounds. Rounds interleave; medians of CPU time (the
 * figure a shared machine disturbs least), wall time and peak RSS.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
function cli(bundle: string, file: string): Run {
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    ['--import', resolve('bench/cpuOnExit.mjs'), bundle, 'scan', file, '--cilium-version', 'v1.18.6'],
    { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
  );
  const wall = performance.now() - t0;
  if (r.status !== 2) throw new Error(`${bundle}: exit ${r.status}: ${r.stderr.slice(-500)}`); // 2: exposed pairs
  const line = r.stderr.trim().split('\n').at(-1)!;
  const { benchCpu, rssMB } = JSON.parse(line) as { benchCpu: number; rssMB: number };
  return { cpu: benchCpu, wall, rssMB };
}

/** One cold run of the app's scan path (with replays, as the page makes them) in a fresh process. */
function app(file: string): Run {
  const out = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/scanOnce.ts', file, '1'],
    {
      encoding: 'utf8',
    },
  );
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
  const dir = mkdtempSync(join(tmpdir(), 'nonroutable-cli-bench-'));
  try {
    const json = realShapedDumpJson();
    const files = { JSON: join(dir, 'dump.json'), YAML: join(dir, 'dump.yaml') };
    writeFileSync(files.JSON, json);
    writeFileSync(files.YAML, toKubectlYaml(JSON.parse(json)));
    for (const [label, file] of Object.entries(files)) {
      const runs: Record<'before' | 'after' | 'app', Run[]> = { before: [], after: [], app: [] };
      for (let i = 0; i < rounds; i++) {
        if (before) runs.before.push(cli(before, file));
        runs.after.push(cli(after, file));
        runs.app.push(app(file));
      }
      const ratio = median(runs.after.map((r) => r.cpu)) / median(runs.app.map((r) => r.cpu));
      console.log(
        `CLI scan ${(statSync(file).size / 1e6).toFixed(0)} MB ${label} vs app (20,000 real-shaped Services, cold, median of ${rounds}): ` +
          `CLI ${fmt(runs.after)}${before ? `; before ${fmt(runs.before)}` : ''}; app ${fmt(runs.app)}; CLI/app CPU ${ratio.toFixed(2)}×`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
