import type { KeyVariant } from '../../model/backendInstanceKey';
import type { Trace } from '../../model/trace';
import type { ScenarioV1 } from '../../scenario/types';
import type { VariantStory } from '../computeRuns';

/**
 * What the page asks a simulation worker: one key variant of one validated scenario. The page runs the two
 * variants in two workers at once (most machines have a core for each) and reads the story itself.
 */
export interface SimRequest {
  scenario: ScenarioV1;
  variant: KeyVariant;
}

/**
 * A worker's replies: progress (0–1) as it goes, then the trace (structured clone keeps its states' shared
 * parts shared within the message) with the story read from it alone, or what went wrong.
 */
export type SimReply =
  | { type: 'progress'; fraction: number }
  | { type: 'trace'; trace: Trace; story: VariantStory }
  | { type: 'error'; message: string };
