// The app's own first-view code: the JavaScript index.html loads before anything runs (its module script and what
// it preloads), less the framework's chunk (react, react-dom, scheduler: scripts/firstViewChunk.mjs), gzip -9.
// Issue 34 asks for at most 70 kB; `vite build` fails past OWN_FIRST_VIEW_BUDGET (a ratchet: lower it with every
// cut, so that nothing grows back unnoticed).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes (gzip -9) the app's own first-view code may take; the goal is 70 kB (70 × 1024). */
export const OWN_FIRST_VIEW_BUDGET = 96.7 * 1024;

/** The framework chunk's file name (`codeSplitting` group `react`). */
export const FRAMEWORK_FILE = /(?:^|\/)react-[\w-]+\.js$/;

/** The JavaScript files index.html loads statically: its module scripts and modulepreloads, in order. */
export function staticScripts(html) {
  return [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\.\/([^"]+\.js)"/g)].map((m) => m[1]);
}

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * What the first view loads statically, in gzip -9 bytes: every file, the framework's, and the app's own
 * (`read(file)` gives a file's bytes, by its path relative to index.html).
 */
export function firstViewSizes(html, read) {
  const files = staticScripts(html).map((file) => ({ file, bytes: gz(read(file)) }));
  const framework = files.filter((f) => FRAMEWORK_FILE.test(f.file));
  const sum = (xs) => xs.reduce((n, f) => n + f.bytes, 0);
  return {
    files,
    all: sum(files),
    framework: sum(framework),
    own: sum(files) - sum(framework),
    hasFramework: framework.length > 0,
  };
}

/** `firstViewSizes` of a built directory. */
export const firstViewSizesOf = (dir) =>
  firstViewSizes(readFileSync(join(dir, 'index.html'), 'utf8'), (f) => readFileSync(join(dir, f)));

/** The message a build over budget fails with, or null. */
export function overBudget(sizes, budget = OWN_FIRST_VIEW_BUDGET) {
  if (!sizes.hasFramework)
    return 'firstViewBudget: index.html preloads no react-*.js chunk (scripts/firstViewChunk.mjs); the own code cannot be told apart';
  if (sizes.own <= budget) return null;
  const kB = (n) => (n / 1024).toFixed(1);
  const list = sizes.files.map((f) => `${f.file} ${kB(f.bytes)} kB`).join(', ');
  return `firstViewBudget: the app's own first-view code is ${kB(sizes.own)} kB gzip, over its ${kB(budget)} kB budget (${list})`;
}

/** Vite plugin (hosted build): fails the build when the app's own first-view code is over budget. */
export function firstViewBudget(budget = OWN_FIRST_VIEW_BUDGET) {
  let outDir = 'dist';
  return {
    name: 'nonroutable-first-view-budget',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After index.html is written (with the inlined copy and its preloads).
    closeBundle: {
      order: 'post',
      handler() {
        const problem = overBudget(firstViewSizesOf(outDir), budget);
        if (problem) throw new Error(problem);
      },
    },
  };
}
