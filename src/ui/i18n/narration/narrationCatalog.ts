import type { CompareNarrative } from '../../../scenario/story/compareNarrative';
import type { Narrative } from '../../../scenario/story/narrative';
import { compareSegments } from '../../../scenario/story/segments/buildCompare';
import { narrationSegments } from '../../../scenario/story/segments/buildNarration';
import { noteSegments } from '../../../scenario/story/segments/buildNotes';
import type { Phrase } from '../../../scenario/story/segments/phrases';
import type { NarrationCatalog, Phrasebook } from './types';

/** Words one phrase in a language. */
export function wordPhrase(book: Phrasebook, s: Phrase): string {
  // A phrase's wording takes that phrase's own parameters; TypeScript cannot pair the two through the union.
  return (book.phrases[s.p] as (x: Phrase['x']) => string)(s.x);
}

/** Words a list of phrases in one language: each phrase, then the language's gap between sentences. */
export function wordPhrases(book: Phrasebook, phrases: readonly Phrase[]): string {
  return phrases.map((s) => wordPhrase(book, s)).join(book.sentenceGap);
}

/** A language's narration: the language-neutral builders, worded by that language's phrasebook. */
export function narrationCatalog(book: Phrasebook): NarrationCatalog {
  const { phrases: _phrases, sentenceGap: _gap, ...rest } = book;
  return {
    ...rest,
    narrate: (n: Narrative) => {
      const s = narrationSegments(n);
      return { what: wordPhrases(book, s.what), why: wordPhrases(book, s.why) };
    },
    compare: (c: CompareNarrative) => {
      const s = compareSegments(c);
      return {
        runs: s.runs.map((r) => ({ run: r.run, text: wordPhrases(book, r.what) })),
        why: wordPhrases(book, s.why),
      };
    },
    notes: (n: Narrative) =>
      noteSegments(n).map((s) => ({ label: s.label, text: wordPhrase(book, s.phrase) })),
  };
}
