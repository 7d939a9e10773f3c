import type { ConnectOutcome } from '../../../model/trace';
import type { CompareNarrative } from '../../../scenario/story/compareNarrative';
import type { Narrative } from '../../../scenario/story/narrative';
import type { CompareRun } from '../../../scenario/story/segments/buildCompare';
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

/** Compare view's narration at one moment: a line per run (one when both did the same), then why they part. */
export interface CompareText {
  runs: { run: CompareRun; text: string }[];
  why: string;
}

/** How one language phrases the story's typed facts (built from its phrasebook by `narrationCatalog`). */
export interface NarrationCatalog {
  narrate: (n: Narrative) => NarrationText;
  /** Compare view: what each run did at this moment and, at the first divergence, why the keys part. */
  compare: (c: CompareNarrative) => CompareText;
  /** Compare view's own words: the line for both runs, its toggle, the divergence mark. */
  compareWords: { both: string; more: string; less: string; divergence: string };
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
export interface Phrasebook extends Omit<NarrationCatalog, 'narrate' | 'notes' | 'compare'> {
  phrases: Wording<PhraseParams>;
  /** What stands between two sentences: a space in English, nothing after a 中文 full stop. */
  sentenceGap: string;
}
