/**
 * One scanner measurement in its own process, so that its peak RSS is the scan's own:
 * node --expose-gc --import tsx bench/scanOnce.ts <dump file> <runs>. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { scanEntries } from '../src/scan/scan';

const [file, runsArg] = process.argv.slice(2) as [string, string];
const data = new Uint8Array(readFileSync(file));
const wall: number[] = [];
const cpu: number[] = [];
let heap = 0;
let pairs = 0;
for (let i = 0; i < Number(runsArg); i++) {
  global.gc?.();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const r = await scanEntries([{ name: file, data }], { ciliumVersion: 'v1.18.6' });
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  heap = Math.max(heap, process.memoryUsage().heapUsed); // the result is still alive here
  pairs = r.exposure.pairs.length;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  JSON.stringify({
    wall: median(wall),
    cpu: median(cpu),
    heapMB: heap / 2 ** 20,
    rssMB: process.resourceUsage().maxRSS / 1024,
    pairs,
  }),
);
