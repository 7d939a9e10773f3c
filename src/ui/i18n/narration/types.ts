import type { ConnectOutcome } from '../../../model/trace';
import type { InferredFact, Narrative } from '../../../scenario/story/narrative';

/** One step's narration: what happened, and why it matters in this run. `code` spans are in backticks. */
export interface NarrationText {
  what: string;
  why: string;
}

/** How one language phrases the story's typed facts. */
export interface NarrationCatalog {
  narrate: (n: Narrative) => NarrationText;
  inferred: Record<InferredFact, string>;
  /** A compressed beat: how many similar steps it stands for, over which span of simulated time. */
  runNote: (count: number, fromMs: number, toMs: number) => string;
  errno: (r: ConnectOutcome) => string;
}

/** Seconds with one decimal, e.g. 32.5. */
export const secs = (ms: number) => (ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1);
