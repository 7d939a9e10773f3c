/**
 * Scanner benchmark (issue #12), part of `npm run bench`: a generated 20,000-Service / 100,000-endpoint dump as
 * kubectl JSON and YAML, 50 exposed pairs (each gets a replay, which runs the model). Each format is measured in
 * a child process (bench/scanOnce.ts) so that peak memory is the scan's own. Target: < 2 s in the CLI.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { scanClusterJson } from './scanCluster';
import { toKubectlYaml } from './toKubectlYaml';
import { benchCliScan } from './cliScan';

const dir = mkdtempSync(join(tmpdir(), 'nonroutable-scan-bench-'));
const json = scanClusterJson(20_000, 5, 50);
const files = {
  JSON: join(dir, 'dump.json'),
  YAML: join(dir, 'dump.yaml'),
};
writeFileSync(files.JSON, json);
writeFileSync(files.YAML, toKubectlYaml(JSON.parse(json)));
const mb = (b: number) => (b / 2 ** 20).toFixed(1);
try {
  for (const [label, file, runs] of [
    ['JSON', files.JSON, 5],
    ['YAML', files.YAML, 3],
  ] as const) {
    const out = execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'bench/scanOnce.ts', file, String(runs)],
      {
        encoding: 'utf8',
      },
    );
    const r = JSON.parse(out.trim().split('\n').at(-1)!);
    console.log(
      `scan ${label} (${mb(statSync(file).size)} MB), 20,000 Services / 100,000 endpoints, ${r.pairs} pairs with replays: ` +
        `median ${r.wall.toFixed(0)} ms wall, ${r.cpu.toFixed(0)} ms CPU over ${runs} runs; heap with the result ${r.heapMB.toFixed(0)} MB, peak RSS ${r.rssMB.toFixed(0)} MB`,
    );
  }
  // The CLI end to end, as a CI job runs it (includes Node and tsx start-up and reading the file).
  const t0 = performance.now();
  try {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', 'scan', files.JSON, '--cilium-version', 'v1.18.6'],
      {
        stdio: 'ignore',
      },
    );
  } catch (e) {
    if ((e as { status?: number }).status !== 2) throw e; // exit 2: affected version with exposed pairs, as expected
  }
  console.log(
    `  CLI end to end (npm run cli -- scan dump.json): ${(performance.now() - t0).toFixed(0)} ms wall, one run`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

benchCliScan();
