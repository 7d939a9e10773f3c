import type { KeyVariant } from '../model/backendInstanceKey';
import type { Trace } from '../model/trace';
import { computeBeats, type Beat } from '../scenario/story/beats';
import { findChapters, type Chapter } from '../scenario/story/chapters';
import { firstDivergence } from '../scenario/story/divergence';
import type { StoryInput } from '../scenario/story/narrate';
import { storySchedule, type StorySchedule } from '../scenario/story/storySchedule';
import { toSimInput } from '../scenario/toSimInput';
import type { ScenarioV1 } from '../scenario/types';
import { runVariant } from './runVariant';

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

/** The story read from both runs: everything in `Runs` but the traces and the scenario. */
export type RunsStory = Omit<Runs, 'traces' | 'scenario'>;

/** What the story reads from one run alone (the simulation worker reads it beside the run). */
export interface VariantStory {
  chapters: Chapter[];
  beats: Beat[];
  schedule: StorySchedule;
}

/** Reads one run's chapters, beats and story clock. */
export function readVariantStory(trace: Trace): VariantStory {
  const beats = computeBeats(trace);
  return { chapters: findChapters(trace), beats, schedule: storySchedule(trace, beats) };
}

/** Puts both runs' own stories together with what needs both runs (the divergence) and the scenario. */
export function joinStory(
  scenario: ScenarioV1,
  buggy: Trace,
  fixed: Trace,
  own: Record<KeyVariant, VariantStory>,
): RunsStory {
  return {
    chapters: { buggy: own.buggy.chapters, fixed: own.fixed.chapters },
    beats: { buggy: own.buggy.beats, fixed: own.fixed.beats },
    schedules: { buggy: own.buggy.schedule, fixed: own.fixed.schedule },
    story: { agentApiserver: toSimInput(scenario).agent.apiserverAddress },
    divergence: firstDivergence(buggy, fixed),
    endAt: Math.max(buggy.endAt, fixed.endAt),
  };
}

/** Reads the story (chapters, beats, the story clock, the divergence) from both runs. */
export function readStory(scenario: ScenarioV1, buggy: Trace, fixed: Trace): RunsStory {
  return joinStory(scenario, buggy, fixed, {
    buggy: readVariantStory(buggy),
    fixed: readVariantStory(fixed),
  });
}

/**
 * Simulates both key variants of a validated scenario and reads the story from them (pure). The buggy run is
 * simulated at once; the fixed run, and what needs it (its story, the divergence), when first read: the first
 * view shows the buggy key, and its timeline spans the scenario's duration, which both runs share.
 */
export function computeRuns(scenario: ScenarioV1): Runs {
  const buggy = runVariant(scenario, 'buggy');
  const own = readVariantStory(buggy);
  let other: { trace: Trace; story: VariantStory; divergence: number | undefined } | undefined;
  const fixed = () => {
    if (!other) {
      const trace = runVariant(scenario, 'fixed');
      other = { trace, story: readVariantStory(trace), divergence: firstDivergence(buggy, trace) };
    }
    return other;
  };
  return {
    scenario,
    traces: {
      buggy,
      get fixed() {
        return fixed().trace;
      },
    },
    chapters: {
      buggy: own.chapters,
      get fixed() {
        return fixed().story.chapters;
      },
    },
    beats: {
      buggy: own.beats,
      get fixed() {
        return fixed().story.beats;
      },
    },
    schedules: {
      buggy: own.schedule,
      get fixed() {
        return fixed().story.schedule;
      },
    },
    story: { agentApiserver: toSimInput(scenario).agent.apiserverAddress },
    get divergence() {
      return fixed().divergence;
    },
    // Both runs end at the scenario's duration (simulate's endAt).
    endAt: buggy.endAt,
  };
}
