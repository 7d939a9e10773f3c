import type { KeyVariant } from '../model/backendInstanceKey';
import type { Trace } from '../model/trace';
import { runScenario } from '../scenario/run';
import { computeBeats, type Beat } from '../scenario/story/beats';
import { findChapters, type Chapter } from '../scenario/story/chapters';
import { firstDivergence } from '../scenario/story/divergence';
import type { StoryInput } from '../scenario/story/narrate';
import { storySchedule, type StorySchedule } from '../scenario/story/storySchedule';
import { scenarioWork } from '../scenario/scenarioWork';
import { toSimInput } from '../scenario/toSimInput';
import type { ScenarioV1 } from '../scenario/types';

/** Everything the views need about one scenario: both key variants' runs and the story read from them. */
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

/** Where a computation of runs is: simulating one key variant, or reading the story from both. */
export type RunsPhase = KeyVariant | 'story';

/** How far along (0–1 overall) and in which phase; called often, so keep it cheap. */
export type RunsProgress = (fraction: number, phase: RunsPhase) => void;

// Simulating is nearly all of the work; the story layer reads the two traces once.
const SHARE: Record<RunsPhase, [from: number, to: number]> = {
  buggy: [0, 0.47],
  fixed: [0.47, 0.94],
  story: [0.94, 1],
};

/** The story read from both runs: everything in `Runs` but the traces and the scenario. */
export type RunsStory = Omit<Runs, 'traces' | 'scenario'>;

/** Maps one phase's own progress (0–1) onto the whole computation's. */
const overall = (phase: RunsPhase, within: number) => {
  const [from, to] = SHARE[phase];
  return from + (to - from) * Math.min(1, Math.max(0, within));
};

/** Simulates one key variant, telling `onProgress` how far the whole computation has got. */
export function runVariant(scenario: ScenarioV1, variant: KeyVariant, onProgress?: RunsProgress): Trace {
  onProgress?.(overall(variant, 0), variant);
  // A large cluster's work is mostly its first sync (every object flushed once), the rest follows the clock.
  const objects = Math.max(1, scenarioWork(scenario).objects);
  let done = 0;
  return runScenario(scenario, variant, {
    onProgress:
      onProgress &&
      (({ at, endAt, keysFlushed }) => {
        const within = 0.5 * Math.min(1, keysFlushed / objects) + 0.5 * (endAt > 0 ? at / endAt : 1);
        done = Math.max(done, within);
        onProgress(overall(variant, done), variant);
      }),
  });
}

/** Reads the story (chapters, beats, the story clock, the divergence) from both runs. */
export function readStory(scenario: ScenarioV1, buggy: Trace, fixed: Trace): RunsStory {
  const beats = { buggy: computeBeats(buggy), fixed: computeBeats(fixed) };
  return {
    chapters: { buggy: findChapters(buggy), fixed: findChapters(fixed) },
    beats,
    schedules: { buggy: storySchedule(buggy, beats.buggy), fixed: storySchedule(fixed, beats.fixed) },
    story: { agentApiserver: toSimInput(scenario).agent.apiserverAddress },
    divergence: firstDivergence(buggy, fixed),
    endAt: Math.max(buggy.endAt, fixed.endAt),
  };
}

/** Simulates both key variants of a validated scenario and reads the story from them (pure). */
export function computeRuns(scenario: ScenarioV1, onProgress?: RunsProgress): Runs {
  const buggy = runVariant(scenario, 'buggy', onProgress);
  const fixed = runVariant(scenario, 'fixed', onProgress);
  onProgress?.(overall('story', 0), 'story');
  const story = readStory(scenario, buggy, fixed);
  onProgress?.(1, 'story');
  return { scenario, traces: { buggy, fixed }, ...story };
}
