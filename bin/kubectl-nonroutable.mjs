#!/usr/bin/env node
// The kubectl plugin: kubectl runs `kubectl-nonroutable` from PATH for `kubectl nonroutable …`.
process.argv.splice(2, 0, 'kubectl');
await import('../dist-cli/nonroutable.mjs');
