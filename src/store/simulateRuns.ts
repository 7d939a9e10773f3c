import type { ScenarioV1 } from '../scenario/types';
import { firstDivergence } from '../scenario/story/divergence';
import { readVariantStory, runsWith, type OtherRun, type Runs } from './computeRuns';
import { runVariant } from './runVariant';

/**
 * Simulates both key variants of a validated scenario and reads the story from them (pure). The buggy run is
 * simulated at once; the fixed run, and what needs it (its story, the divergence), when first read: the first
 * view shows the buggy key, and its timeline spans the scenario's duration, which both runs share.
 *
 * This module brings the model with it: the page loads it as a chunk of its own (`loadModel`, store/model.ts).
 */
export function simulateRuns(scenario: ScenarioV1): Runs {
  const buggy = runVariant(scenario, 'buggy');
  let fixed: OtherRun | undefined;
  return runsWith(scenario, 'buggy', buggy, readVariantStory(buggy), () => {
    if (!fixed) {
      const trace = runVariant(scenario, 'fixed');
      fixed = { trace, story: readVariantStory(trace), divergence: firstDivergence(buggy, trace) };
    }
    return fixed;
  });
}
