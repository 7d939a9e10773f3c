/**
 * Model benchmarks (issue #11), part of `npm run bench`: the tke-incident preset and generated clusters of
 * 1k / 3k / 10k / 30k ClusterIP Services (5 endpoints each, so 10k = 50,000 endpoints) through a rolling
 * apiserver restart. Each size runs in its own process (bench/modelOnce.ts) so that peak RSS is its own.
 * Prints median CPU time (the reliable figure on a shared machine; GC threads included), median wall time,
 * median heap retained by one trace, peak RSS, and the growth ratio 30k / 10k (linear ≈ 3).
 * Targets: 10k ≤ 500 ms CPU and ≤ 60 MB per trace; 30k ≤ 3.3 × 10k.
 * `BENCH_SIZES=1000,3000,10000 npm run bench` skips the slow 30k run.
 */
import { execFileSync } from 'node:child_process';

interface Result {
  what: string;
  runs: number;
  steps: number;
  cpuMs: number;
  wallMs: number;
  retainedMB: number;
  rssMB: number;
}

const sizes = (process.env.BENCH_SIZES ?? '1000,3000,10000,30000').split(',').map(Number);
const runsFor = (n: number) => (n >= 30_000 ? 3 : 5);

function once(what: string, runs: number): Result {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/modelOnce.ts', what, String(runs)],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split('\n').pop()!) as Result;
}

const rows: Result[] = [once('tke', 200), ...sizes.map((n) => once(String(n), runsFor(n)))];
const label = (r: Result) => (r.what === 'tke' ? 'tke-incident' : `${Number(r.what) / 1000}k services`);
console.log('model, buggy key, rolling apiserver restart (medians)');
console.log('what              runs  steps   CPU ms  wall ms  retained MB/trace  peak RSS MB');
for (const r of rows) {
  console.log(
    `${label(r).padEnd(16)} ${String(r.runs).padStart(5)} ${String(r.steps).padStart(6)} ${r.cpuMs
      .toFixed(r.cpuMs < 10 ? 2 : 0)
      .padStart(8)} ${r.wallMs.toFixed(r.wallMs < 10 ? 2 : 0).padStart(8)} ${r.retainedMB
      .toFixed(1)
      .padStart(18)} ${r.rssMB.toFixed(0).padStart(12)}`,
  );
}
const cpuOf = (n: number) => rows.find((r) => r.what === String(n))?.cpuMs;
const [c10, c30] = [cpuOf(10_000), cpuOf(30_000)];
if (c10 && c30) console.log(`growth 30k / 10k: ${(c30 / c10).toFixed(2)}× CPU (linear ≈ 3, target ≤ 3.3)`);
