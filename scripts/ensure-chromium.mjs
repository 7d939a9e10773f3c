// Makes sure a Chromium exists for the Playwright e2e run (the Playwright browser download does not work here).
// Installs Debian's chromium when missing and we are root; otherwise prints the exact command and fails.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

import { chromiumExecutable as path } from './chromium.mjs';

if (existsSync(path)) process.exit(0);

const cmd =
  'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium not found at ${path}. Install it as root:\n  sudo sh -c '${cmd}'\nor set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log(`Chromium not found at ${path}; installing Debian's chromium…`);
execSync(cmd, { stdio: 'inherit', shell: '/bin/sh' });
if (!existsSync(path)) {
  console.error(`Installed chromium but ${path} is still missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
