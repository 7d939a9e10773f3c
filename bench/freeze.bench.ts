/**
 * The freeze cases of issue #9, each in its own process (bench/freezeOnce.ts) with a time limit:
 * `npm run bench:freeze` (or `FREEZE_CASES=1x100x160,shared-2000 npm run bench:freeze`). Prints one JSON line
 * per case: validation time, and per key variant the wall time of `simulate`, or the problem that refused it.
 */
import { spawnSync } from 'node:child_process';
import { freezeCases } from './freezeCases';

const cases = (process.env.FREEZE_CASES ?? Object.keys(freezeCases).join(',')).split(',');
const limitS = Number(process.env.FREEZE_TIMEOUT_S ?? 600);
for (const name of cases) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/freezeOnce.ts', name], {
    encoding: 'utf8',
    timeout: limitS * 1000,
  });
  const line = r.stdout.trim().split('\n').pop();
  console.log(line || JSON.stringify({ case: name, notFinishedAfterS: limitS }));
}
