import type { KeyVariant } from '../../model/backendInstanceKey';
import type { PackedTrace } from '../../model/lazyState';
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
 * parts shared within the message; lazy steps travel as their recipes, `unpackTrace` restores them) with the
 * story read from it alone, or what went wrong.
 */
export type SimReply =
  | { type: 'progress'; fraction: number }
  | { type: 'trace'; trace: PackedTrace; story: VariantStory }
  | { type: 'error'; message: string };
