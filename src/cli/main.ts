import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cli } from './cli';

// `npm run cli -- …` runs in the package's folder: paths given on its command line are the caller's.
if (process.env.npm_lifecycle_event === 'cli' && process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

// The prebuilt CLI (dist-cli/nonroutable.mjs) has the scan command beside it as a script for the code cache.
const scanBundle = fileURLToPath(new URL('./scan.cjs', import.meta.url));

void cli(process.argv.slice(2), {
  stdin: () => new Uint8Array(readFileSync(0)),
  ...(existsSync(scanBundle) && { scanBundle }),
}).then((r) => {
  if (r.stderr) process.stderr.write(r.stderr + '\n');
  if (r.stdout) process.stdout.write(r.stdout + '\n');
  process.exitCode = r.code;
});
