import type { ConnectOutcome } from '../../../model/trace';
import type { Narrative } from '../../../scenario/story/narrative';
import type { NoteLabel } from '../../../scenario/story/segments/buildNotes';
import type { PhraseParams, Wording } from '../../../scenario/story/segments/phrases';

/** One step's narration: what happened, and why it matters in this run. `code` spans are in backticks. */
export interface NarrationText {
  what: string;
  why: string;
}

/** A note under a step's narration: an inferred fact, or a point where the sources disagree. */
export interface NarrationNote {
  label: NoteLabel;
  text: string;
}

/** How one language phrases the story's typed facts (built from its phrasebook by `narrationCatalog`). */
export interface NarrationCatalog {
  narrate: (n: Narrative) => NarrationText;
  /** The step's notes, in the order they show. */
  notes: (n: Narrative) => NarrationNote[];
  /** What a note's label reads, e.g. "inferred", "Sources disagree". */
  noteLabel: Record<NoteLabel, string>;
  /** A compressed beat: how many similar steps it stands for, over which span of simulated time. */
  runNote: (count: number, fromMs: number, toMs: number) => string;
  errno: (r: ConnectOutcome) => string;
}

/**
 * One language's words for the story: a wording of every phrase the builders can pick, and how sentences,
 * errors and notes read. Lists, plurals and punctuation are the phrasebook's own.
 */
export interface Phrasebook extends Omit<NarrationCatalog, 'narrate' | 'notes'> {
  phrases: Wording<PhraseParams>;
  /** What stands between two sentences: a space in English, nothing after a 中文 full stop. */
  sentenceGap: string;
}
