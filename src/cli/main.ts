import { runCli } from './run';

function main() {
  try {
    process.stdout.write(runCli(process.argv.slice(2)) + '\n');
  } catch (e) {
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  }
}

main();
