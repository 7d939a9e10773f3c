// Preloaded into a benchmarked child (node --import): on exit it prints its own CPU time and peak RSS as one
// JSON line on stderr, so a bench can read what a whole CLI run cost without a platform's `time` command.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const c = process.cpuUsage();
  const rssMB = process.resourceUsage().maxRSS / 1024;
  writeSync(2, `\n${JSON.stringify({ benchCpu: (c.user + c.system) / 1000, rssMB })}\n`);
});
