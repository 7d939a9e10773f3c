import type { KeyVariant } from '../model/backendInstanceKey';
import type { Trace } from '../model/trace';
import { computeBeats, type Beat } from '../scenario/story/beats';
import { findChapters, type Chapter } from '../scenario/story/chapters';
import { firstDivergence } from '../scenario/story/divergence';
import type { StoryInput } from '../scenario/story/narrate';
import { storySchedule, type StorySchedule } from '../scenario/story/storySchedule';
import { toSimInput } from '../scenario/toSimInput';
import type { ScenarioV1 } from '../scenario/types';
import { simulateWithModel } from './model';

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
 * Simulates both key variants of a validated scenario and reads the story from them (pure): the buggy run at
 * once, the fixed run when first read (`simulateRuns`). The model is a chunk of its own that must be loaded
 * first (`loadModel`, store/model.ts); the default preset's runs come precomputed (store/presetRuns.ts).
 */
export const computeRuns = (scenario: ScenarioV1): Runs => simulateWithModel(scenario);

/** Thrown by a read of a run that is still being simulated (see `Runs.pending`). */
export class RunPendingError extends Error {
  constructor(readonly variant: KeyVariant) {
    super(`the ${variant} key's run is still being simulated`);
  }
}

const otherVariant = (v: KeyVariant): KeyVariant => (v === 'buggy' ? 'fixed' : 'buggy');

/** The other key's run and what needs both runs, as `runsWith` reads them. */
export interface OtherRun {
  trace: Trace;
  story: VariantStory;
  divergence: number | undefined;
}

/**
 * Runs in which `variant`'s run is at hand and the other key's entries (and the divergence, which needs both)
 * are getters that ask `other` when read. The timeline's length is the scenario's duration, the same in both.
 */
export function runsWith(
  scenario: ScenarioV1,
  variant: KeyVariant,
  trace: Trace,
  own: VariantStory,
  other: () => OtherRun,
  pending?: KeyVariant,
): Runs {
  const second = otherVariant(variant);
  const pair = <T>(mine: T, theirs: (o: OtherRun) => T): Record<KeyVariant, T> => {
    const out = { [variant]: mine } as Record<KeyVariant, T>;
    Object.defineProperty(out, second, { enumerable: true, get: () => theirs(other()) });
    return out;
  };
  const runs = {
    scenario,
    traces: pair(trace, (o) => o.trace),
    chapters: pair(own.chapters, (o) => o.story.chapters),
    beats: pair(own.beats, (o) => o.story.beats),
    schedules: pair(own.schedule, (o) => o.story.schedule),
    story: { agentApiserver: toSimInput(scenario).agent.apiserverAddress },
    endAt: trace.endAt,
    ...(pending && { pending }),
  };
  return Object.defineProperty(runs, 'divergence', {
    enumerable: true,
    get: () => other().divergence,
  }) as Runs;
}

/**
 * The runs of a scenario of which only `variant`'s run is in yet: everything about that run, and `pending`
 * naming the other key, whose entries (and the divergence) throw until the complete runs replace these.
 */
export function partialRuns(
  scenario: ScenarioV1,
  variant: KeyVariant,
  trace: Trace,
  own: VariantStory,
): Runs {
  const pending = otherVariant(variant);
  return runsWith(
    scenario,
    variant,
    trace,
    own,
    () => {
      throw new RunPendingError(pending);
    },
    pending,
  );
}
