import { runCli } from './run';
import { runScan } from './scanCommand';
import { cmdRun } from './transcriptCommand';
import { readFileSync } from 'node:fs';
import { runTalk } from './talkCommand';

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === 'scan') {
    // scan has its own exit codes (0 not affected, 1 input error, 2 exposed, 3 damage), so a crash must not
    // exit 2 and read as "affected": it is reported as exit 1.
    try {
      const r = await runScan(argv.slice(1));
      if (r.stderr) process.stderr.write(r.stderr + '\n');
      if (r.stdout) process.stdout.write(r.stdout + '\n');
      process.exitCode = r.code;
    } catch (e) {
      process.stderr.write(`error: the scanner failed: ${e instanceof Error ? e.stack : String(e)}\n`);
      process.exitCode = 1;
    }
    return;
  }
  if (argv[0] === 'run') {
    try {
      process.stdout.write((await cmdRun(argv.slice(1), () => readFileSync(0, 'utf8'))) + '\n');
    } catch (e) {
      process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 2;
    }
    return;
  }
  if (argv[0] === 'talk') {
    try {
      process.stdout.write((await runTalk(argv.slice(1))) + '\n');
    } catch (e) {
      process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 2;
    }
    return;
  }
  try {
    process.stdout.write(runCli(argv) + '\n');
  } catch (e) {
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  }
}

void main();
