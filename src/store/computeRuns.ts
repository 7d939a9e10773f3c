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
  /**
   * Set while one key's run is still being simulated (a large scenario is shown as soon as the key on screen
   * has its run): that key's entries and the divergence throw `RunPendingError` until it arrives, so that
   * nothing can read a stand-in for it. Absent once both runs are in.
   */
  pending?: KeyVariant;
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

/** Thrown by a read of a run that is still being simulated (see `Runs.pending`). */
export class RunPendingError extends Error {
  constructor(readonly variant: KeyVariant) {
    super(`the ${variant} key's run is still being simulated`);
  }
}

/** `record` with `variant`'s entry a getter that throws: the run behind it is still being simulated. */
function withPending<T>(variant: KeyVariant, shown: KeyVariant, value: T): Record<KeyVariant, T> {
  const out = { [shown]: value } as Record<KeyVariant, T>;
  Object.defineProperty(out, variant, {
    enumerable: true,
    get: () => {
      throw new RunPendingError(variant);
    },
  });
  return out;
}

const otherVariant = (v: KeyVariant): KeyVariant => (v === 'buggy' ? 'fixed' : 'buggy');

/**
 * The runs of a scenario of which only `variant`'s run is in yet: everything about that run, the length of
 * the timeline (the scenario's duration, the same in both runs), and `pending` naming the other key, whose
 * entries (and the divergence, which needs both) throw until the complete runs replace these.
 */
export function partialRuns(
  scenario: ScenarioV1,
  variant: KeyVariant,
  trace: Trace,
  own: VariantStory,
): Runs {
  const pending = otherVariant(variant);
  const runs: Runs = {
    scenario,
    traces: withPending(pending, variant, trace),
    chapters: withPending(pending, variant, own.chapters),
    beats: withPending(pending, variant, own.beats),
    schedules: withPending(pending, variant, own.schedule),
    story: { agentApiserver: toSimInput(scenario).agent.apiserverAddress },
    divergence: undefined,
    endAt: trace.endAt,
    pending,
  };
  Object.defineProperty(runs, 'divergence', {
    enumerable: true,
    get: () => {
      throw new RunPendingError(pending);
    },
  });
  return runs;
}
