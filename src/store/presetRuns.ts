import type { KeyVariant } from '../model/backendInstanceKey';
import { DEFAULT_PRESET_ID, getPreset } from '../scenario/presets';
import type { Runs } from './computeRuns';
import { loadModel } from './model';
import { decodeGraph } from './simulation/graphCodec';
import { primeRuns } from './traces';

/**
 * The default preset's runs, both keys and their story, as the build simulated them (scripts/presetRuns.ts, a
 * virtual module made from `simulateRuns` itself at every build, so it cannot go stale): the page reads them
 * instead of loading and running the model before its first view. Everything in `Runs` but the scenario.
 */
export type StoredRuns = Omit<Runs, 'scenario' | 'pending'>;

/** How the build ships stored runs: a graphCodec encoding (shared parts stay shared) as plain arrays. */
export interface EncodedRuns {
  ops: number[];
  text: string;
  lengths: number[];
}

/** The preset whose runs the build precomputes (the one the first view shows). */
export const PRECOMPUTED_PRESET_ID = DEFAULT_PRESET_ID;

const pair = <T>(of: (v: KeyVariant) => T): Record<KeyVariant, T> => ({
  buggy: of('buggy'),
  fixed: of('fixed'),
});

/** Runs as plain data, both keys read (the fixed key's entries are getters until first read). */
export const storedRuns = (runs: Runs): StoredRuns => ({
  traces: pair((v) => runs.traces[v]),
  chapters: pair((v) => runs.chapters[v]),
  beats: pair((v) => runs.beats[v]),
  schedules: pair((v) => runs.schedules[v]),
  story: runs.story,
  divergence: runs.divergence,
  endAt: runs.endAt,
});

/** Rebuilds stored runs from their encoding, in one go (a few ms: about 45,000 numbers). */
export async function readStoredRuns(encoded: EncodedRuns): Promise<StoredRuns> {
  const graph = {
    ops: Float64Array.from(encoded.ops),
    text: encoded.text,
    lengths: Uint32Array.from(encoded.lengths),
  };
  return (await decodeGraph(graph, Infinity)) as StoredRuns;
}

/**
 * Makes the default preset's runs available to `getRuns` before the first render: the build's precomputed runs
 * (a small chunk of data, no model), or, where the build has none (the dev server) or they cannot be loaded,
 * the model, which then simulates them when first read.
 */
export async function primePresetRuns(): Promise<void> {
  try {
    const { default: encoded } = await import('virtual:preset-runs');
    if (encoded) {
      const scenario = getPreset(PRECOMPUTED_PRESET_ID)!.scenario;
      primeRuns(scenario, { ...(await readStoredRuns(encoded)), scenario });
      return;
    }
  } catch {
    // The model simulates them instead.
  }
  await loadModel();
}
