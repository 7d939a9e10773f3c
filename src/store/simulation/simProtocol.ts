import type { KeyVariant } from '../../model/backendInstanceKey';
import type { PackedTrace } from '../../model/lazyState';
import type { TraceAnalysis } from '../../scenario/story/analysis';
import type { ScenarioV1 } from '../../scenario/types';
import type { VariantStory } from '../computeRuns';
import type { EncodedGraph } from './graphCodec';

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
 * parts shared within the message; lazy steps travel as their recipes, `unpackTrace` restores them), then the
 * story read from it alone with the analysis that story was read from (so that the page need not analyse the
 * run again), or what went wrong. The story comes in a message of its own, read while the page takes in the
 * trace (a long task for a large run). A worker sends the trace encoded rather than as an object graph to clone,
 * where it can be encoded: in chunks (`traceChunk`, graphCodec.ts: transferred buffers, `last` ends the trace),
 * each posted as soon as it is written, so that the page rebuilds one (in slices) while the worker writes the next.
 */
export type SimReply =
  | { type: 'progress'; fraction: number }
  | { type: 'trace'; trace: PackedTrace }
  | { type: 'traceChunk'; chunk: EncodedGraph; last: boolean }
  | { type: 'story'; story: VariantStory; analysis: TraceAnalysis }
  | { type: 'error'; message: string };
