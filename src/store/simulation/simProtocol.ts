import type { KeyVariant } from '../../model/backendInstanceKey';
import type { Trace } from '../../model/trace';
import type { ScenarioV1 } from '../../scenario/types';
import type { RunsPhase, RunsStory } from '../computeRuns';

/** What the page asks the simulation worker: both key variants of one validated scenario. */
export interface SimRequest {
  scenario: ScenarioV1;
}

/**
 * The worker's replies, in this order: progress as it goes; each trace on its own as soon as it is done (one
 * message each, so that taking one in never blocks the page as long as taking both would: structured clone
 * keeps a trace's shared states shared within its message); then the story, which completes the runs.
 */
export type SimReply =
  | { type: 'progress'; fraction: number; phase: RunsPhase }
  | { type: 'trace'; variant: KeyVariant; trace: Trace }
  | { type: 'story'; story: RunsStory }
  | { type: 'error'; message: string };
