/**
 * The freeze cases of issue #9, each in its own process (bench/freezeOnce.ts) with a time limit:
 * `npm run bench:freeze` (or `FREEZE_CASES=1x100x160,shared-2000 npm run bench:freeze`). Prints one JSON line
 * per case: validation time, and per key variant the wall time of `simulate`, or the problem that refused it.
 * Then the 10,000-Service file opened as the app opens it, step by step (bench/openLarge.ts; `FREEZE_CASES`
 * without `10k-file-open` leaves it out).
 */
import { spawnSync } from 'node:child_process';
import { freezeCases } from './freezeCases';

const cases = (process.env.FREEZE_CASES ?? [...Object.keys(freezeCases), '10k-file-open'].join(',')).split(
  ',',
);
const limitS = Number(process.env.FREEZE_TIMEOUT_S ?? 600);
for (const name of cases) {
  const script = name === '10k-file-open' ? ['bench/openLarge.ts'] : ['bench/freezeOnce.ts', name];
  const r = spawnSync(process.execPath, ['--import', 'tsx', ...script], {
    encoding: 'utf8',
    timeout: limitS * 1000,
  });
  const line = r.stdout.trim().split('\n').pop();
  console.log(line || JSON.stringify({ case: name, notFinishedAfterS: limitS }));
}
