// A sampled mutation run for when a whole one does not fit (a directory takes 40–80 minutes here, both take
// hours on a busy machine): prints a `--mutate` list of randomly chosen 40-line windows of each group, seeded (the
// model's own PRNG) so that a run can be repeated. Groups: model and scenario (the default: the files
// stryker.config.mjs mutates), store (src/store), ui (the UI's pure modules: layout, stage model and layout, label
// layout, output diff; no React, no DOM).
//   npx stryker run --ignoreStatic --mutate "$(node --import tsx scripts/mutation-sample.mjs --fraction 0.09 --seed 1)"
//   npx stryker run --ignoreStatic --mutate "$(node --import tsx scripts/mutation-sample.mjs --groups store,ui --fraction 0.1)"
// Its score estimates each directory's by cluster sampling: report it as a sample, with the windows drawn.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createPrng } from '../src/model/prng.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const fraction = arg('fraction', 0.1);
const groupsArg = process.argv.indexOf('--groups');
const groups = groupsArg > 0 ? process.argv[groupsArg + 1].split(',') : ['model', 'scenario'];
/** The UI modules that are plain functions of their input (no React, no DOM): worth mutating like the model. */
const PURE_UI = [
  'src/ui/layout.ts',
  'src/ui/stage/stageModel.ts',
  'src/ui/stage/stageLayout.ts',
  'src/ui/stage/stageNodes.ts',
  'src/ui/timeline/labelLayout.ts',
  'src/ui/panels/outputDiff.ts',
  'src/ui/panels/lineDiff.ts',
];
/** Type-only modules (nothing to mutate) and the store's worker entry points (run only inside a Worker). */
const SKIP = [
  'src/model/trace.ts',
  'src/model/input.ts',
  'src/scenario/types.ts',
  'src/store/decode/decodeWorker.ts',
];
const FILES = {
  model: () => sources('src/model'),
  scenario: () => sources('src/scenario'),
  store: () => sources('src/store'),
  ui: () => PURE_UI,
};
const WINDOW = 40;

const random = createPrng(arg('seed', 1));

/** The TypeScript sources of a directory, as stryker.config.mjs mutates them (tests, presets and types out). */
function sources(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return name === 'presets' || name === '__golden__' ? [] : sources(p);
      return p.endsWith('.ts') && !p.endsWith('.test.ts') && !SKIP.includes(p) ? [p] : [];
    });
}

const ranges = [];
for (const dir of groups) {
  if (!FILES[dir]) throw new Error(`unknown group ${dir}: ${Object.keys(FILES).join(', ')}`);
  const windows = FILES[dir]().flatMap((f) => {
    const n = readFileSync(f, 'utf8').split('\n').length;
    return Array.from({ length: Math.ceil(n / WINDOW) }, (_, i) => {
      const from = i * WINDOW + 1;
      return `${f}:${from}-${Math.min(n, from + WINDOW - 1)}`;
    });
  });
  // A partial Fisher–Yates shuffle: the first k windows are a uniform sample without replacement.
  const k = Math.max(1, Math.round(windows.length * fraction));
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (windows.length - i));
    [windows[i], windows[j]] = [windows[j], windows[i]];
  }
  console.error(`${dir}: ${k} of ${windows.length} windows of ${WINDOW} lines`);
  ranges.push(...windows.slice(0, k));
}
console.log(ranges.join(','));
