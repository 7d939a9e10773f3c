/** What one bench/modelOnce.ts process measured (times in ms, sizes in MB). */
export interface ModelRun {
  what: string;
  runs: number;
  steps: number;
  /** The first run in the process, after `gc()`: nothing of the model had run yet. */
  coldCpuMs: number;
  coldWallMs: number;
  /** Median of the later runs (NaN with one run). */
  warmCpuMs: number;
  warmWallMs: number;
  retainedMB: number;
  rssMB: number;
  /** Reading a random step's state on a fresh trace: median and worst read. */
  readMedMs: number;
  readMaxMs: number;
}

const median = (xs: number[]) => {
  const ok = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor(ok.length / 2)]! : NaN;
};

/** Several processes' runs of one size as one row: the median of each figure (peak RSS: the largest). */
export function combine(runs: readonly ModelRun[]): ModelRun {
  const m = (f: (r: ModelRun) => number) => median(runs.map(f));
  return {
    what: runs[0]!.what,
    runs: runs.reduce((n, r) => n + r.runs, 0),
    steps: runs[0]!.steps,
    coldCpuMs: m((r) => r.coldCpuMs),
    coldWallMs: m((r) => r.coldWallMs),
    warmCpuMs: m((r) => r.warmCpuMs),
    warmWallMs: m((r) => r.warmWallMs),
    retainedMB: m((r) => r.retainedMB),
    rssMB: Math.max(...runs.map((r) => r.rssMB)),
    readMedMs: m((r) => r.readMedMs),
    readMaxMs: m((r) => r.readMaxMs),
  };
}

const ms = (x: number, w: number) => (Number.isNaN(x) ? '—' : x.toFixed(x < 10 ? 2 : 0)).padStart(w);
const label = (what: string) => (what === 'tke' ? 'tke-incident' : `${Number(what) / 1000}k services`);

export const HEADER =
  'what             build   procs×runs steps  cold CPU  cold wall  warm CPU  warm wall  retained MB  peak RSS MB  read med  read max';

/** One row of the table. */
export function row(r: ModelRun, build: string, procs: number): string {
  return [
    label(r.what).padEnd(16),
    build.padEnd(7),
    `${procs}×${r.runs / procs}`.padStart(10),
    String(r.steps).padStart(5),
    ms(r.coldCpuMs, 9),
    ms(r.coldWallMs, 10),
    ms(r.warmCpuMs, 9),
    ms(r.warmWallMs, 10),
    r.retainedMB.toFixed(1).padStart(12),
    r.rssMB.toFixed(0).padStart(12),
    ms(r.readMedMs, 9),
    ms(r.readMaxMs, 9),
  ].join(' ');
}
