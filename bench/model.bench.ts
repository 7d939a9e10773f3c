/**
 * Model benchmarks: `npm run bench`. Prints median wall time per simulation and memory figures.
 * Targets (issue #2): tke-incident < 5 ms; 10,000 services / 50,000 endpoints through a rolling apiserver
 * restart < 1 s and < 500 MB.
 */
import { performance } from 'node:perf_hooks';
import { simulate } from '../src/model/simulate';
import { getPreset } from '../src/scenario/presets';
import { toSimInput } from '../src/scenario/toSimInput';
import { bigCluster } from './bigCluster';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(fn: () => unknown, runs: number): { median: number; min: number } {
  const ts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    ts.push(performance.now() - t0);
  }
  return { median: median(ts), min: Math.min(...ts) };
}

const mb = (b: number) => (b / 1024 / 1024).toFixed(1);

const tke = toSimInput(getPreset('tke-incident')!.scenario);
for (const mode of ['buggy', 'fixed'] as const) {
  time(() => simulate(tke, mode), 20); // warm-up
  const t = time(() => simulate(tke, mode), 200);
  const steps = simulate(tke, mode).steps.length;
  console.log(
    `tke-incident (${mode}): median ${t.median.toFixed(2)} ms, min ${t.min.toFixed(2)} ms over 200 runs, ${steps} steps`,
  );
}

const big = bigCluster(10_000, 5);
global.gc?.();
const heap0 = process.memoryUsage().heapUsed;
const runs: number[] = [];
const cpu: number[] = [];
let retained = 0;
let steps = 0;
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const trace = simulate(big, 'buggy');
  runs.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  global.gc?.();
  retained = Math.max(retained, process.memoryUsage().heapUsed - heap0);
  steps = trace.steps.length;
}
const rssPeakMB = process.resourceUsage().maxRSS / 1024;
console.log(
  `10,000 services / 50,000 endpoints, rolling restart (buggy): median ${median(runs).toFixed(0)} ms wall (${median(cpu).toFixed(0)} ms CPU, GC threads included) over 5 runs, ${steps} steps`,
);
console.log(
  `  heap retained by one trace: ${mb(retained)} MB; peak RSS of the whole bench process: ${rssPeakMB.toFixed(0)} MB`,
);
