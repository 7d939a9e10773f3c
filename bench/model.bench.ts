/**
 * Model benchmarks (issues #11, #34), part of `npm run bench`: the tke-incident preset and generated clusters of
 * 1k / 10k / 30k / 100k ClusterIP Services (5 endpoints each, so 10k = 50,000 endpoints) through a rolling
 * apiserver restart. Every process (bench/modelOnce.ts) measures its first run cold — a fresh process, `gc()`
 * before, as a fresh web worker sees it — and its later runs warm; each size runs in several processes and the
 * table shows medians: CPU time (the reliable figure on a shared machine; GC and compiler threads included) and
 * wall time, cold and warm, the heap retained by one trace, peak RSS, what reading a random step's state costs
 * on a fresh trace, and the growth 100k / 10k (linear = 10), cold and warm.
 * Targets (issue #34): 10k cold ≤ 250 ms CPU, 100k ≤ 10 × 10k, ≤ 20 MB retained per 10k trace.
 * `BENCH_SIZES=1000,10000` picks sizes; `--before DIR` (or `BENCH_BEFORE_DIR=DIR`) runs the same measurement
 * against another checkout's source (e.g. /work/wt/base) in interleaved processes and prints both.
 * `BENCH_CPU_PROF=DIR` writes a `--cpu-prof` profile of every process there (with `BENCH_PROCS=1` and a size,
 * one cold run and its warm runs).
 */
import { execFileSync } from 'node:child_process';
import { combine, HEADER, row, type ModelRun } from './modelRows';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,30000,100000').split(',').map(Number);
const flag = process.argv.indexOf('--before');
const before = flag >= 0 ? process.argv[flag + 1] : process.env.BENCH_BEFORE_DIR;
/** Runs per process (the first is cold) and processes per size: fewer for the large, slow sizes. */
const runsFor = (what: string) =>
  what === 'tke' ? 200 : Number(what) >= 100_000 ? 2 : Number(what) >= 30_000 ? 3 : 5;
const procsFor = (what: string) =>
  Number(process.env.BENCH_PROCS) || (what !== 'tke' && Number(what) >= 100_000 ? 1 : 3);

function once(what: string, root?: string): ModelRun {
  const prof = process.env.BENCH_CPU_PROF;
  const args = [
    '--expose-gc',
    ...(prof ? ['--cpu-prof', '--cpu-prof-dir', prof] : []),
    '--import',
    'tsx',
    'bench/modelOnce.ts',
    what,
    String(runsFor(what)),
  ];
  const out = execFileSync(process.execPath, root ? [...args, root] : args, {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(out.trim().split('\n').pop()!) as ModelRun;
}

const builds: [string, string | undefined][] = before
  ? [
      ['before', before],
      ['after', undefined],
    ]
  : [['this', undefined]];
const table: { build: string; procs: number; r: ModelRun }[] = [];
for (const what of ['tke', ...sizes.map(String)]) {
  const procs = procsFor(what);
  const got = new Map<string, ModelRun[]>(builds.map(([b]) => [b, []]));
  // Interleaved, so that a busy moment of the machine falls on both builds alike.
  for (let p = 0; p < procs; p++) for (const [b, root] of builds) got.get(b)!.push(once(what, root));
  for (const [b] of builds) table.push({ build: b, procs, r: combine(got.get(b)!) });
}

console.log('model, buggy key, rolling apiserver restart (medians; times in ms)');
if (before) console.log(`before: ${before}`);
console.log(HEADER);
for (const { build, procs, r } of table) console.log(row(r, build, procs));
for (const [b] of builds) {
  const of = (n: number) => table.find((t) => t.build === b && t.r.what === String(n))?.r;
  const [r10, r100] = [of(10_000), of(100_000)];
  if (r10 && r100) {
    console.log(
      `${b}: growth 100k / 10k: cold ${(r100.coldCpuMs / r10.coldCpuMs).toFixed(2)}×, warm ${(
        r100.warmCpuMs / r10.warmCpuMs
      ).toFixed(2)}× CPU (linear = 10, target ≤ 10)`,
    );
  }
}
if (before) {
  for (const what of ['tke', ...sizes.map(String)]) {
    const [b, a] = ['before', 'after'].map((x) => table.find((t) => t.build === x && t.r.what === what)!.r);
    console.log(
      `${what === 'tke' ? 'tke-incident' : `${Number(what) / 1000}k`}: after / before CPU cold ${(
        a!.coldCpuMs / b!.coldCpuMs
      ).toFixed(2)}×, warm ${(a!.warmCpuMs / b!.warmCpuMs).toFixed(2)}×`,
    );
  }
}
