// The source of `virtual:preset-runs` (scripts/presetRuns.mjs loads this module with Vite's module runner at
// every build and test run): the default preset's runs, simulated by the model's own `simulateRuns`.
import { getPreset } from '../src/scenario/presets';
import { PRECOMPUTED_PRESET_ID, storedRuns, type EncodedRuns } from '../src/store/presetRuns';
import { simulateRuns } from '../src/store/simulateRuns';
import { encodeGraph } from '../src/store/simulation/graphCodec';

/** The precomputed preset's runs, encoded (graphCodec: shared parts of the steps' states stay shared). */
export function encodePresetRuns(): EncodedRuns {
  const g = encodeGraph(storedRuns(simulateRuns(getPreset(PRECOMPUTED_PRESET_ID)!.scenario)));
  return { ops: Array.from(g.ops), text: g.text, lengths: Array.from(g.lengths) };
}

/** The module's source: the arrays as `JSON.parse` of a string literal (parsed faster than an array literal). */
export function presetRunsSource(e: EncodedRuns): string {
  // Numbers only: the JSON has no quote or backslash to escape inside '…'.
  const json = (xs: number[]) => `JSON.parse('${JSON.stringify(xs)}')`;
  return `export default { ops: ${json(e.ops)}, text: ${JSON.stringify(e.text)}, lengths: ${json(e.lengths)} };\n`;
}
