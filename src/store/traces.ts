import type { KeyVariant } from '../model/backendInstanceKey';
import type { Trace } from '../model/trace';
import { runScenario } from '../scenario/run';
import { computeBeats, type Beat } from '../scenario/story/beats';
import { findChapters, type Chapter } from '../scenario/story/chapters';
import { firstDivergence } from '../scenario/story/divergence';
import type { StoryInput } from '../scenario/story/narrate';
import { storySchedule, type StorySchedule } from '../scenario/story/storySchedule';
import { toSimInput } from '../scenario/toSimInput';
import type { ScenarioV1 } from '../scenario/types';

export interface Runs {
  scenario: ScenarioV1;
  traces: Record<KeyVariant, Trace>;
  chapters: Record<KeyVariant, Chapter[]>;
  beats: Record<KeyVariant, Beat[]>;
  schedules: Record<KeyVariant, StorySchedule>;
  /** What narration needs from the scenario besides the trace. */
  story: StoryInput;
  /** Step index (in the buggy run) where buggy and fixed first differ. */
  divergence: number | undefined;
  endAt: number;
}

// Keyed by the scenario object: the gallery's presets never evict the current scenario's runs, and an edited
// scenario's old runs go away with the object.
const cache = new WeakMap<ScenarioV1, Runs>();

/** Simulates both key variants once per scenario (memoised on the scenario object). */
export function getRuns(scenario: ScenarioV1): Runs {
  const hit = cache.get(scenario);
  if (hit) return hit;
  const buggy = runScenario(scenario, 'buggy');
  const fixed = runScenario(scenario, 'fixed');
  const beats = { buggy: computeBeats(buggy), fixed: computeBeats(fixed) };
  const runs: Runs = {
    scenario,
    traces: { buggy, fixed },
    chapters: { buggy: findChapters(buggy), fixed: findChapters(fixed) },
    beats,
    schedules: { buggy: storySchedule(buggy, beats.buggy), fixed: storySchedule(fixed, beats.fixed) },
    story: { agentApiserver: toSimInput(scenario).agent.apiserverAddress },
    divergence: firstDivergence(buggy, fixed),
    endAt: Math.max(buggy.endAt, fixed.endAt),
  };
  cache.set(scenario, runs);
  return runs;
}
