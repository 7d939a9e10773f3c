/**
 * One model benchmark in its own process (bench/model.bench.ts runs these, one or more per size, so that each
 * first run is cold and peak RSS is that size's own):
 * `node --expose-gc --import tsx bench/modelOnce.ts <services|tke> <runs> [source root]`.
 * The source root (default: this checkout) is where `simulate` and the scenario code are imported from, so the
 * same measurement runs against another checkout's model (`--before`). Prints one JSON line: the first run's
 * CPU and wall time (cold: nothing of the model has run in this process yet, `gc()` just before, as a fresh web
 * worker sees it), the median of the later runs (warm), the median heap retained by one trace, peak RSS, steps,
 * and what reading random steps' states costs (each step's `state`, as seeking reads it, on a fresh trace).
 */
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SimInput } from '../src/model/input';
import type { Trace } from '../src/model/trace';
import type { ModelRun } from './modelRows';

const [what = 'tke', runsArg = '5', rootArg] = process.argv.slice(2);
const runs = Math.max(1, Number(runsArg));
const root = resolve(rootArg ?? new URL('..', import.meta.url).pathname);
const from = (path: string) => import(pathToFileURL(resolve(root, path)).href);

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const { simulate } = (await from('src/model/simulate.ts')) as {
  simulate: (input: SimInput, variant: 'buggy') => Trace;
};
let input: SimInput;
if (what === 'tke') {
  const { getPreset } = await from('src/scenario/presets/index.ts');
  const { toSimInput } = await from('src/scenario/toSimInput.ts');
  input = toSimInput(getPreset('tke-incident')!.scenario);
} else {
  const { bigCluster } = await from('bench/bigCluster.ts');
  input = bigCluster(Number(what), 5);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const heapNow = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

const cpu: number[] = [];
const wall: number[] = [];
const retained: number[] = [];
let steps = 0;
for (let i = 0; i < runs; i++) {
  gc();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const held: Trace[] = [simulate(input, 'buggy')];
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  steps = held[0]!.steps.length;
  // Retained by one trace: the heap while it is held minus the heap once it is released.
  const withTrace = heapNow();
  held.length = 0;
  retained.push(withTrace - heapNow());
}

/** Reading steps' states in a fixed pseudo-random order on a fresh trace, as seeking does: ms per read. */
function readStates(trace: Trace, reads: number): number[] {
  const times: number[] = [];
  let x = 12345;
  let sink = 0;
  for (let r = 0; r < reads; r++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const step = trace.steps[x % trace.steps.length]!;
    const t0 = performance.now();
    sink += step.state.agent.tables.frontends.size;
    times.push(performance.now() - t0);
  }
  if (sink < 0) console.log(sink);
  return times;
}
const readFresh = simulate(input, 'buggy');
const reads = readStates(readFresh, 200);

const result: ModelRun = {
  what,
  runs,
  steps,
  coldCpuMs: cpu[0]!,
  coldWallMs: wall[0]!,
  warmCpuMs: runs > 1 ? median(cpu.slice(1)) : NaN,
  warmWallMs: runs > 1 ? median(wall.slice(1)) : NaN,
  retainedMB: median(retained) / 2 ** 20,
  rssMB: process.resourceUsage().maxRSS / 1024,
  readMedMs: median(reads),
  readMaxMs: Math.max(...reads),
};
console.log(JSON.stringify(result));
