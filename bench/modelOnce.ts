/**
 * One model benchmark in its own process (bench/model.bench.ts runs one per cluster size, so peak RSS is that
 * size's own): `node --expose-gc --import tsx bench/modelOnce.ts <services|tke> <runs>`. Prints one JSON line:
 * median CPU and wall time per simulation, median heap retained by one trace, peak RSS, steps.
 */
import { performance } from 'node:perf_hooks';
import { simulate } from '../src/model/simulate';
import type { SimInput } from '../src/model/input';
import { getPreset } from '../src/scenario/presets';
import { toSimInput } from '../src/scenario/toSimInput';
import { bigCluster } from './bigCluster';

const [what = 'tke', runsArg = '5'] = process.argv.slice(2);
const runs = Number(runsArg);
const input: SimInput =
  what === 'tke' ? toSimInput(getPreset('tke-incident')!.scenario) : bigCluster(Number(what), 5);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Warm-up (JIT) on the same input; tiny inputs get more of it.
for (let i = 0; i < (what === 'tke' ? 50 : 1); i++) simulate(input, 'buggy');

const cpu: number[] = [];
const wall: number[] = [];
const retained: number[] = [];
let steps = 0;
const held: ReturnType<typeof simulate>[] = [];
const heapNow = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
for (let i = 0; i < runs; i++) {
  gc();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  held.push(simulate(input, 'buggy'));
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  steps = held[0]!.steps.length;
  // Retained by one trace: the heap while it is held minus the heap once it is released.
  const withTrace = heapNow();
  held.length = 0;
  retained.push(withTrace - heapNow());
}
console.log(
  JSON.stringify({
    what,
    runs,
    steps,
    cpuMs: median(cpu),
    wallMs: median(wall),
    retainedMB: median(retained) / 2 ** 20,
    rssMB: process.resourceUsage().maxRSS / 1024,
  }),
);
